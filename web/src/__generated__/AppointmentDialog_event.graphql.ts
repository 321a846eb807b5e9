/**
 * @generated SignedSource<<f70cc3515ab14c188691cbdf833036b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CalendarCategory = "FAMILY" | "HEALTH" | "PERSONAL" | "WORK" | "%future added value";
export type CalendarEventType = "APPOINTMENT" | "MEETING" | "REMINDER" | "TASK" | "%future added value";
export type CalendarPriority = "HIGH" | "LOW" | "MEDIUM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AppointmentDialog_event$data = {
  readonly attendees: ReadonlyArray<string>;
  readonly category: CalendarCategory;
  readonly date: string;
  readonly description: string | null | undefined;
  readonly endTime: string;
  readonly id: string;
  readonly location: string | null | undefined;
  readonly priority: CalendarPriority;
  readonly startTime: string;
  readonly title: string;
  readonly type: CalendarEventType;
  readonly " $fragmentType": "AppointmentDialog_event";
};
export type AppointmentDialog_event$key = {
  readonly " $data"?: AppointmentDialog_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppointmentDialog_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppointmentDialog_event",
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
      "name": "type",
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
      "name": "priority",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attendees",
      "storageKey": null
    }
  ],
  "type": "CalendarEvent",
  "abstractKey": null
};

(node as any).hash = "287354474d1c8aa59904b0f5c58c7c6a";

export default node;
