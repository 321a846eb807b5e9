/**
 * @generated SignedSource<<5128fa89460bf9270f9b979fe5e3465a>>
 * @relayHash 9cd954451de24d044bc6ef0d0f81c453
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b526c628332f5cd538327c0052bcad2ac54ae9ecf1a89e16e20b67d912954cb2

import { ConcreteRequest } from 'relay-runtime';
export type DeleteLenderInput = {
  lenderId: string;
};
export type useDeleteLenderMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteLenderInput;
};
export type useDeleteLenderMutation$data = {
  readonly deleteLender: {
    readonly deletedLenderId: string;
    readonly message: string;
  };
};
export type useDeleteLenderMutation = {
  response: useDeleteLenderMutation$data;
  variables: useDeleteLenderMutation$variables;
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
  "name": "deletedLenderId",
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
    "name": "useDeleteLenderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteLenderPayload",
        "kind": "LinkedField",
        "name": "deleteLender",
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
    "name": "useDeleteLenderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteLenderPayload",
        "kind": "LinkedField",
        "name": "deleteLender",
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
            "name": "deletedLenderId",
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
    "cacheID": "9cd954451de24d044bc6ef0d0f81c453",
    "id": "b526c628332f5cd538327c0052bcad2ac54ae9ecf1a89e16e20b67d912954cb2",
    "metadata": {},
    "name": "useDeleteLenderMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteLenderMutation(\n  $input: DeleteLenderInput!\n) {\n  deleteLender(input: $input) {\n    message\n    deletedLenderId\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae8a9e8a44478d2ac9b95a4d24a30b24";

export default node;
