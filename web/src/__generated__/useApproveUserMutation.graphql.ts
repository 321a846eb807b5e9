/**
 * @generated SignedSource<<e1cd0e975270d3e92b24742fc43ab326>>
 * @relayHash 4fb9895d9a5734f9ae17f45ece6ebf30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da92e5cf3df2626ed703a19ddfe60858a13ca1dd868dc6a42cdf27e8a73ad974

import { ConcreteRequest } from 'relay-runtime';
export type AccountStatus = "ACTIVE" | "DEACTIVATED" | "PENDING" | "%future added value";
export type ApproveUserInput = {
  userId: string;
};
export type useApproveUserMutation$variables = {
  input: ApproveUserInput;
};
export type useApproveUserMutation$data = {
  readonly approveUser: {
    readonly message: string;
    readonly user: {
      readonly accountStatus: AccountStatus | null | undefined;
      readonly id: string;
    };
  };
};
export type useApproveUserMutation = {
  response: useApproveUserMutation$data;
  variables: useApproveUserMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ApproveUserPayload",
    "kind": "LinkedField",
    "name": "approveUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountStatus",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useApproveUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApproveUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4fb9895d9a5734f9ae17f45ece6ebf30",
    "id": "da92e5cf3df2626ed703a19ddfe60858a13ca1dd868dc6a42cdf27e8a73ad974",
    "metadata": {},
    "name": "useApproveUserMutation",
    "operationKind": "mutation",
    "text": "mutation useApproveUserMutation(\n  $input: ApproveUserInput!\n) {\n  approveUser(input: $input) {\n    message\n    user {\n      id\n      accountStatus\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7241b1a70c6bd49e2f22948de4027abd";

export default node;
