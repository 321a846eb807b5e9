/**
 * @generated SignedSource<<d364aabcb887f590de854c543015c809>>
 * @relayHash fb6b2fe52ee5751da573575af0905e8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 794cb14b286ffe870a06b476f89c1f1bd94a385b96a0ce85c3faa2eb5a4448dd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateTicketPanelQuery$variables = Record<PropertyKey, never>;
export type CreateTicketPanelQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CreateTicketForm_query">;
};
export type CreateTicketPanelQuery = {
  response: CreateTicketPanelQuery$data;
  variables: CreateTicketPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateTicketPanelQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CreateTicketForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CreateTicketPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TicketCategory",
        "kind": "LinkedField",
        "name": "ticketCategories",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TicketOption",
            "kind": "LinkedField",
            "name": "subcategories",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fb6b2fe52ee5751da573575af0905e8a",
    "id": "794cb14b286ffe870a06b476f89c1f1bd94a385b96a0ce85c3faa2eb5a4448dd",
    "metadata": {},
    "name": "CreateTicketPanelQuery",
    "operationKind": "query",
    "text": "query CreateTicketPanelQuery {\n  ...CreateTicketForm_query\n}\n\nfragment CreateTicketForm_query on Query {\n  ticketCategories {\n    value\n    label\n    subcategories {\n      value\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5703067fe564d4363618abcf7545e12";

export default node;
