/**
 * @generated SignedSource<<c592616b0ea74f0a402ad41fb5cf1d2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ComplianceTab_query$data = {
  readonly complianceCards: ReadonlyArray<{
    readonly entryId: string;
    readonly number: number;
    readonly text: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "ComplianceTab_query";
};
export type ComplianceTab_query$key = {
  readonly " $data"?: ComplianceTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ComplianceTab_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ComplianceTab_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ComplianceCard",
      "kind": "LinkedField",
      "name": "complianceCards",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "entryId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8cb3b6bd4ff551d84a6066682ccdd7f6";

export default node;
