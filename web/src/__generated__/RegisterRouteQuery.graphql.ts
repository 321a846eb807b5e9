/**
 * @generated SignedSource<<c8b0f8cb19c95734e30349cfd60f98b8>>
 * @relayHash 7078190a876dd89b0e53dd7db70fe73f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 069edfc3a0849fbdc81487a6d2b89b3d5e92b6abb631006f3dfa331c544d41af

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegisterRouteQuery$variables = {
  invited: boolean;
  token: string;
};
export type RegisterRouteQuery$data = {
  readonly invitation?: {
    readonly " $fragmentSpreads": FragmentRefs<"RegistrationForm_invitation">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationForm_query">;
};
export type RegisterRouteQuery = {
  response: RegisterRouteQuery$data;
  variables: RegisterRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "invited"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v2 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterRouteQuery",
    "selections": [
      {
        "condition": "invited",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "Invitation",
            "kind": "LinkedField",
            "name": "invitation",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RegistrationForm_invitation"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RegistrationForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RegisterRouteQuery",
    "selections": [
      {
        "condition": "invited",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "Invitation",
            "kind": "LinkedField",
            "name": "invitation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fullName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roleId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roleName",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RegistrationRole",
        "kind": "LinkedField",
        "name": "registrationRoles",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7078190a876dd89b0e53dd7db70fe73f",
    "id": "069edfc3a0849fbdc81487a6d2b89b3d5e92b6abb631006f3dfa331c544d41af",
    "metadata": {},
    "name": "RegisterRouteQuery",
    "operationKind": "query",
    "text": "query RegisterRouteQuery(\n  $token: String!\n  $invited: Boolean!\n) {\n  invitation(token: $token) @include(if: $invited) {\n    ...RegistrationForm_invitation\n    id\n  }\n  ...RegistrationForm_query\n}\n\nfragment RegistrationForm_invitation on Invitation {\n  fullName\n  email\n  roleId\n  roleName\n}\n\nfragment RegistrationForm_query on Query {\n  registrationRoles {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "66bac45c75f49a03a4f17a47c6ee3fce";

export default node;
