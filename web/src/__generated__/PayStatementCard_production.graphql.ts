/**
 * @generated SignedSource<<bedc7e07bdc42ebdabf647cf24a0a2e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PayStatementCard_production$data = {
  readonly payStatement: {
    readonly compensationBps: number;
    readonly months: ReadonlyArray<{
      readonly earnings: number;
      readonly month: number;
    }>;
    readonly previousYear: number;
    readonly yearToDate: number;
  };
  readonly year: number;
  readonly " $fragmentType": "PayStatementCard_production";
};
export type PayStatementCard_production$key = {
  readonly " $data"?: PayStatementCard_production$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayStatementCard_production">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayStatementCard_production",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "year",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PayStatement",
      "kind": "LinkedField",
      "name": "payStatement",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "compensationBps",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yearToDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "previousYear",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MonthlyEarnings",
          "kind": "LinkedField",
          "name": "months",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "month",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "earnings",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Production",
  "abstractKey": null
};

(node as any).hash = "f18facf3c282cae55382b0dd5c5d7acc";

export default node;
