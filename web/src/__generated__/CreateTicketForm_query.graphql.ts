/**
 * @generated SignedSource<<bb5948fe7c0413834fe6788829e52c3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateTicketForm_query$data = {
  readonly ticketCategories: ReadonlyArray<{
    readonly label: string;
    readonly subcategories: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
    readonly value: string;
  }>;
  readonly " $fragmentType": "CreateTicketForm_query";
};
export type CreateTicketForm_query$key = {
  readonly " $data"?: CreateTicketForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreateTicketForm_query">;
};

const node: ReaderFragment = (function(){
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreateTicketForm_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "53af1cb972f9d29b48abd240bdd61329";

export default node;
