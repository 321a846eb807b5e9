/**
 * @generated SignedSource<<7ea0da282d529f11f5c989d05587492b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FaqSection_query$data = {
  readonly faqEntries: ReadonlyArray<{
    readonly answer: string;
    readonly key: string;
    readonly question: string;
  }>;
  readonly " $fragmentType": "FaqSection_query";
};
export type FaqSection_query$key = {
  readonly " $data"?: FaqSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FaqSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FaqSection_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FaqEntry",
      "kind": "LinkedField",
      "name": "faqEntries",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c2f9c575656d683adf3e917a768120dd";

export default node;
