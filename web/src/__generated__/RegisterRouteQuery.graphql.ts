/**
 * @generated SignedSource<<4ab789da33e0109b6ecaef7f7eeb14ce>>
 * @relayHash 1c395b0a0907a5a488f0c7ee5b3cd80b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 030a071752bb2a84c412593eaae8a9381c084eca7dd9e602f145210fc1d9c1f4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegisterRouteQuery$variables = {
  token: string;
};
export type RegisterRouteQuery$data = {
  readonly invitation: {
    readonly " $fragmentSpreads": FragmentRefs<"RegistrationForm_invitation">;
  };
};
export type RegisterRouteQuery = {
  response: RegisterRouteQuery$data;
  variables: RegisterRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegisterRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1c395b0a0907a5a488f0c7ee5b3cd80b",
    "id": "030a071752bb2a84c412593eaae8a9381c084eca7dd9e602f145210fc1d9c1f4",
    "metadata": {},
    "name": "RegisterRouteQuery",
    "operationKind": "query",
    "text": "query RegisterRouteQuery(\n  $token: String!\n) {\n  invitation(token: $token) {\n    ...RegistrationForm_invitation\n    id\n  }\n}\n\nfragment RegistrationForm_invitation on Invitation {\n  fullName\n  email\n  roleId\n  roleName\n}\n"
  }
};
})();

(node as any).hash = "0de248940c5919724f0f6ef3a3f745ac";

export default node;
