/**
 * @generated SignedSource<<3973cc94cb53cca6643e53bd4015ae34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderChannelLinks_lender$data = {
  readonly channelLinks: ReadonlyArray<{
    readonly link: string;
    readonly name: string;
  }>;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "LenderChannelLinks_lender";
};
export type LenderChannelLinks_lender$key = {
  readonly " $data"?: LenderChannelLinks_lender$data;
  readonly " $fragmentSpreads": FragmentRefs<"LenderChannelLinks_lender">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LenderChannelLinks_lender",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChannelLink",
      "kind": "LinkedField",
      "name": "channelLinks",
      "plural": true,
      "selections": [
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
          "kind": "ScalarField",
          "name": "link",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lender",
  "abstractKey": null
};

(node as any).hash = "a3fb9cf7743ef7ef90a9acfa0e3af8da";

export default node;
