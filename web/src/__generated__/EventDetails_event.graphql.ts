/**
 * @generated SignedSource<<f360fa7e51e85d5c70018b36469c4516>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventDetails_event$data = {
  readonly attendeeCount: number;
  readonly company: string;
  readonly description: string;
  readonly host: string;
  readonly sessionLabel: string;
  readonly timeZone: string;
  readonly title: string;
  readonly trainingType: string;
  readonly " $fragmentSpreads": FragmentRefs<"EventRegistration_event" | "useEventSession_event">;
  readonly " $fragmentType": "EventDetails_event";
};
export type EventDetails_event$key = {
  readonly " $data"?: EventDetails_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventDetails_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventDetails_event",
  "selections": [
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
      "name": "title",
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
      "name": "attendeeCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EventRegistration_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useEventSession_event"
    }
  ],
  "type": "MarketplaceEvent",
  "abstractKey": null
};

(node as any).hash = "0907c15e54b7dffbe2b2092fd04356cc";

export default node;
