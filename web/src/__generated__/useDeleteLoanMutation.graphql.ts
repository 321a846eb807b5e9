/**
 * @generated SignedSource<<024c8f1ca0ee6f067ba5c34fa1948935>>
 * @relayHash 6922d40941df7e07ea9a2979eac501d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ed0daff9d0e9dc747dc6fd09b975870098b02f2de14fa3ef8a7c6c721a4d93f

import { ConcreteRequest } from 'relay-runtime';
export type DeleteLoanInput = {
  loanId: string;
};
export type useDeleteLoanMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteLoanInput;
};
export type useDeleteLoanMutation$data = {
  readonly deleteLoan: {
    readonly deletedLoanId: string;
    readonly message: string;
  };
};
export type useDeleteLoanMutation = {
  response: useDeleteLoanMutation$data;
  variables: useDeleteLoanMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedLoanId",
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
    "name": "useDeleteLoanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteLoanPayload",
        "kind": "LinkedField",
        "name": "deleteLoan",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteLoanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteLoanPayload",
        "kind": "LinkedField",
        "name": "deleteLoan",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedLoanId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6922d40941df7e07ea9a2979eac501d9",
    "id": "7ed0daff9d0e9dc747dc6fd09b975870098b02f2de14fa3ef8a7c6c721a4d93f",
    "metadata": {},
    "name": "useDeleteLoanMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteLoanMutation(\n  $input: DeleteLoanInput!\n) {\n  deleteLoan(input: $input) {\n    message\n    deletedLoanId\n  }\n}\n"
  }
};
})();

(node as any).hash = "383e859efdc78e90f8c45de1eb6c1eb5";

export default node;
