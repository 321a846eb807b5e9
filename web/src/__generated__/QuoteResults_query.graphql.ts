/**
 * @generated SignedSource<<faaec18adc5dcdcac77c3f2777076ba2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LoanClass = "CONFORMING" | "HIGH_BALANCE" | "JUMBO" | "%future added value";
import { FragmentRefs, Result } from "relay-runtime";
export type QuoteResults_query$data = {
  readonly priceScenario: Result<{
    readonly conformingLimit: number;
    readonly county: {
      readonly fips: string;
      readonly listed: boolean;
      readonly name: string;
      readonly state: string;
      readonly year: number;
    };
    readonly countyChoices: ReadonlyArray<{
      readonly fips: string;
      readonly name: string;
    }>;
    readonly countyLimit: number;
    readonly featured: ReadonlyArray<{
      readonly lenderCredit: number;
      readonly lenderName: string;
      readonly offerKey: string;
      readonly payment: {
        readonly insurance: number;
        readonly interestOnly: boolean;
        readonly mortgageInsurance: number;
        readonly principalAndInterest: number;
        readonly taxes: number;
        readonly total: number;
      };
      readonly productName: string;
      readonly rate: number;
      readonly termYears: number;
      readonly " $fragmentSpreads": FragmentRefs<"PriceBreakdownDialog_offer">;
    }>;
    readonly loanClass: LoanClass;
    readonly ltv: number;
    readonly sources: ReadonlyArray<{
      readonly lenderName: string;
      readonly source: string | null | undefined;
    }>;
    readonly terms: ReadonlyArray<{
      readonly offers: ReadonlyArray<{
        readonly lenderCredit: number;
        readonly lenderName: string;
        readonly offerKey: string;
        readonly payment: {
          readonly insurance: number;
          readonly interestOnly: boolean;
          readonly mortgageInsurance: number;
          readonly principalAndInterest: number;
          readonly taxes: number;
          readonly total: number;
        };
        readonly productName: string;
        readonly rate: number;
        readonly termYears: number;
        readonly " $fragmentSpreads": FragmentRefs<"PriceBreakdownDialog_offer">;
      }>;
      readonly termYears: number;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"IneligibleProducts_result">;
  }, unknown>;
  readonly " $fragmentType": "QuoteResults_query";
};
export type QuoteResults_query$key = {
  readonly " $data"?: QuoteResults_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuoteResults_query">;
};

import QuoteResultsRefetchQuery_graphql from './QuoteResultsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fips",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lenderName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "termYears",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "offerKey",
    "storageKey": null
  },
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "productName",
    "storageKey": null
  },
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rate",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lenderCredit",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PaymentEstimate",
    "kind": "LinkedField",
    "name": "payment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "principalAndInterest",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "interestOnly",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "taxes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "insurance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mortgageInsurance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "PriceBreakdownDialog_offer"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "scenario"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": QuoteResultsRefetchQuery_graphql
    }
  },
  "name": "QuoteResults_query",
  "selections": [
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "input",
            "variableName": "scenario"
          }
        ],
        "concreteType": "PricingResult",
        "kind": "LinkedField",
        "name": "priceScenario",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "loanClass",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "conformingLimit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "countyLimit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ltv",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PricedCounty",
            "kind": "LinkedField",
            "name": "county",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "listed",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ZipCounty",
            "kind": "LinkedField",
            "name": "countyChoices",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PriceOffer",
            "kind": "LinkedField",
            "name": "featured",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PriceTerm",
            "kind": "LinkedField",
            "name": "terms",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PriceOffer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IneligibleProducts_result"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RateSheetSource",
            "kind": "LinkedField",
            "name": "sources",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      "to": "RESULT"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "fd6e88c018f461e37c0e9a125be3f00f";

export default node;
