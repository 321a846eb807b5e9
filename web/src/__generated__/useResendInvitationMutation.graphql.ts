/**
 * @generated SignedSource<<0d229aea1ac8963669e23ef453c8d581>>
 * @relayHash b7eca1e6e4a43c96c5603df4b447fc6f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 838ff87b74cd89b423a12a0accf46f86bc7726ea318b231be2496ee5dc280601

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResendInvitationInput = {
  invitationId: string;
};
export type useResendInvitationMutation$variables = {
  input: ResendInvitationInput;
};
export type useResendInvitationMutation$data = {
  readonly resendInvitation: {
    readonly emailSent: boolean;
    readonly invitation: {
      readonly expiresAt: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PendingInvitationRow_invitation">;
    };
    readonly message: string;
    readonly registrationLink: string;
  };
};
export type useResendInvitationMutation = {
  response: useResendInvitationMutation$data;
  variables: useResendInvitationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registrationLink",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailSent",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expiresAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useResendInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResendInvitationPayload",
        "kind": "LinkedField",
        "name": "resendInvitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Invitation",
            "kind": "LinkedField",
            "name": "invitation",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PendingInvitationRow_invitation"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResendInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResendInvitationPayload",
        "kind": "LinkedField",
        "name": "resendInvitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Invitation",
            "kind": "LinkedField",
            "name": "invitation",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
                "name": "roleName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b7eca1e6e4a43c96c5603df4b447fc6f",
    "id": "838ff87b74cd89b423a12a0accf46f86bc7726ea318b231be2496ee5dc280601",
    "metadata": {},
    "name": "useResendInvitationMutation",
    "operationKind": "mutation",
    "text": "mutation useResendInvitationMutation(\n  $input: ResendInvitationInput!\n) {\n  resendInvitation(input: $input) {\n    message\n    registrationLink\n    emailSent\n    invitation {\n      id\n      expiresAt\n      ...PendingInvitationRow_invitation\n    }\n  }\n}\n\nfragment PendingInvitationRow_invitation on Invitation {\n  id\n  fullName\n  email\n  roleName\n  expiresAt\n}\n"
  }
};
})();

(node as any).hash = "0ac9720ad92d5b747e0e848bc1f69576";

export default node;
