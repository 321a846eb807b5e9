/**
 * @generated SignedSource<<50ac467ff78d1e3342028b9de3d1b6cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SupportTicketCategory = "ACCOUNT" | "BILLING" | "FEATURE" | "OTHER" | "TECHNICAL" | "%future added value";
export type SupportTicketPriority = "CRITICAL" | "HIGH" | "LOW" | "MEDIUM" | "%future added value";
export type TicketStatus = "CLOSED" | "IN_PROGRESS" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SupportTicketRow_ticket$data = {
  readonly attachments: ReadonlyArray<{
    readonly fileName: string;
    readonly url: string;
  }>;
  readonly category: SupportTicketCategory;
  readonly createdAt: string;
  readonly internalId: number;
  readonly priority: SupportTicketPriority;
  readonly status: TicketStatus;
  readonly subject: string;
  readonly " $fragmentType": "SupportTicketRow_ticket";
};
export type SupportTicketRow_ticket$key = {
  readonly " $data"?: SupportTicketRow_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupportTicketRow_ticket">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupportTicketRow_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupportTicket",
  "abstractKey": null
};

(node as any).hash = "b232b518a8e2693d496a212f801f54ce";

export default node;
