/**
 * @generated SignedSource<<8ae7f70305472b01d2b387a357727c3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttachQuoteDialog_quote$data = {
  readonly id: string;
  readonly loan: {
    readonly id: string;
    readonly internalId: number;
  } | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "AttachQuoteDialog_quote";
};
export type AttachQuoteDialog_quote$key = {
  readonly " $data"?: AttachQuoteDialog_quote$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttachQuoteDialog_quote">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttachQuoteDialog_quote",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Loan",
      "kind": "LinkedField",
      "name": "loan",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SavedQuote",
  "abstractKey": null
};
})();

(node as any).hash = "1c83c7a5b69fd8f1c65307a082f78341";

export default node;
