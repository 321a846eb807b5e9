/**
 * @generated SignedSource<<2c735054a3000865283b7fd0af2aa79e>>
 * @relayHash 93b1b9534493022a28b5e766be77284a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7f090df7d4cee893d02bef989e09289f325bc8438131cb56dd37b585cfb5906

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSavedQuoteInput = {
  quoteId: string;
};
export type useDeleteSavedQuoteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteSavedQuoteInput;
};
export type useDeleteSavedQuoteMutation$data = {
  readonly deleteSavedQuote: {
    readonly deletedQuoteId: string;
    readonly message: string;
  };
};
export type useDeleteSavedQuoteMutation = {
  response: useDeleteSavedQuoteMutation$data;
  variables: useDeleteSavedQuoteMutation$variables;
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
  "name": "deletedQuoteId",
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
    "name": "useDeleteSavedQuoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSavedQuotePayload",
        "kind": "LinkedField",
        "name": "deleteSavedQuote",
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
    "name": "useDeleteSavedQuoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSavedQuotePayload",
        "kind": "LinkedField",
        "name": "deleteSavedQuote",
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
            "name": "deletedQuoteId",
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
    "cacheID": "93b1b9534493022a28b5e766be77284a",
    "id": "d7f090df7d4cee893d02bef989e09289f325bc8438131cb56dd37b585cfb5906",
    "metadata": {},
    "name": "useDeleteSavedQuoteMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSavedQuoteMutation(\n  $input: DeleteSavedQuoteInput!\n) {\n  deleteSavedQuote(input: $input) {\n    message\n    deletedQuoteId\n  }\n}\n"
  }
};
})();

(node as any).hash = "10334d042b0bbab171fec6c50231f166";

export default node;
