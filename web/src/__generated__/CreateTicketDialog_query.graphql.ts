/**
 * @generated SignedSource<<e3157c16ff9c7262a433caeaf91d2b70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateTicketDialog_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CreateTicketForm_query">;
  readonly " $fragmentType": "CreateTicketDialog_query";
};
export type CreateTicketDialog_query$key = {
  readonly " $data"?: CreateTicketDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreateTicketDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreateTicketDialog_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CreateTicketForm_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9ba4779355ce312992db79b7726d81b6";

export default node;
