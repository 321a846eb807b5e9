/**
 * @generated SignedSource<<b6789b186d0d0c1e1ef92e69cf451739>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CalendarCategory = "FAMILY" | "HEALTH" | "PERSONAL" | "WORK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CalendarView_event$data = {
  readonly category: CalendarCategory;
  readonly date: string;
  readonly description: string | null | undefined;
  readonly endTime: string;
  readonly id: string;
  readonly location: string | null | undefined;
  readonly startTime: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"AppointmentDialog_event">;
  readonly " $fragmentType": "CalendarView_event";
};
export type CalendarView_event$key = {
  readonly " $data"?: CalendarView_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarView_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarView_event",
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
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "AppointmentDialog_event"
    }
  ],
  "type": "CalendarEvent",
  "abstractKey": null
};

(node as any).hash = "0bffc8b1fb603edd768be8417360d4cd";

export default node;
