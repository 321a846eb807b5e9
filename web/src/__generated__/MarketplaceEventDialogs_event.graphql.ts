/**
 * @generated SignedSource<<56d2084c12ad43a0f8ca090f57e777c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketplaceEventDialogs_event$data = {
  readonly company: string;
  readonly date: string;
  readonly description: string;
  readonly endTime: string;
  readonly host: string;
  readonly id: string;
  readonly joinUrl: string | null | undefined;
  readonly sessionLabel: string;
  readonly startTime: string;
  readonly timeZone: string;
  readonly title: string;
  readonly trainingType: string;
  readonly " $fragmentType": "MarketplaceEventDialogs_event";
};
export type MarketplaceEventDialogs_event$key = {
  readonly " $data"?: MarketplaceEventDialogs_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketplaceEventDialogs_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketplaceEventDialogs_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "sessionLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "host",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "company",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trainingType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "joinUrl",
      "storageKey": null
    }
  ],
  "type": "MarketplaceEvent",
  "abstractKey": null
};

(node as any).hash = "776e1cf960196f95fabfa7398a88f1c1";

export default node;
