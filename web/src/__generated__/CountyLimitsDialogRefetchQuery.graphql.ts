/**
 * @generated SignedSource<<7c79d95afe45542795960b7b3400c3c5>>
 * @relayHash d09cfb7dbe906328536a04d2f152aaa7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f190b2b8dfba06a4dcf986718c086ed2d2c47251ced4e3f1f4c3d365917e36d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CountyLimitsDialogRefetchQuery$variables = {
  state?: string | null | undefined;
  year?: number | null | undefined;
};
export type CountyLimitsDialogRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CountyLimitsDialog_query">;
};
export type CountyLimitsDialogRefetchQuery = {
  response: CountyLimitsDialogRefetchQuery$data;
  variables: CountyLimitsDialogRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": "CA",
    "kind": "LocalArgument",
    "name": "state"
  },
  {
    "defaultValue": 2026,
    "kind": "LocalArgument",
    "name": "year"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "state",
    "variableName": "state"
  },
  {
    "kind": "Variable",
    "name": "year",
    "variableName": "year"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CountyLimitsDialogRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "CountyLimitsDialog_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CountyLimitsDialogRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LoanLimitOptions",
        "kind": "LinkedField",
        "name": "loanLimitOptions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "years",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LimitState",
            "kind": "LinkedField",
            "name": "states",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CountyLoanLimits",
        "kind": "LinkedField",
        "name": "countyLoanLimits",
        "plural": false,
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
            "kind": "ScalarField",
            "name": "baseline",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CountyLoanLimit",
            "kind": "LinkedField",
            "name": "counties",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fips",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "county",
                "storageKey": null
              },
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
                "name": "limits",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d09cfb7dbe906328536a04d2f152aaa7",
    "id": "6f190b2b8dfba06a4dcf986718c086ed2d2c47251ced4e3f1f4c3d365917e36d",
    "metadata": {},
    "name": "CountyLimitsDialogRefetchQuery",
    "operationKind": "query",
    "text": "query CountyLimitsDialogRefetchQuery(\n  $state: String = \"CA\"\n  $year: Int = 2026\n) {\n  ...CountyLimitsDialog_query_2NmkNi\n}\n\nfragment CountyLimitsDialog_query_2NmkNi on Query {\n  loanLimitOptions {\n    years\n    states {\n      code\n      name\n    }\n  }\n  countyLoanLimits(year: $year, state: $state) {\n    year\n    baseline\n    counties {\n      fips\n      county\n      state\n      limits\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c4c5d4be543f7bfdd36097f2b593c0d0";

export default node;
