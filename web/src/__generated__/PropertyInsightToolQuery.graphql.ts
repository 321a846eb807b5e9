/**
 * @generated SignedSource<<91cd9de029567c901760d64704a308af>>
 * @relayHash 08fe2f02f0cabb2ec186deef26dbdffc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b6bfcf6a7e235cc2f4d524678ebfc4aa29bfe626a9ea7f2f722bc1521433b42

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs, Result } from "relay-runtime";
export type PropertyInsightToolQuery$variables = {
  address: string;
};
export type PropertyInsightToolQuery$data = {
  readonly propertyLookup: Result<{
    readonly " $fragmentSpreads": FragmentRefs<"PropertyReport_property">;
  } | null | undefined, unknown>;
};
export type PropertyInsightToolQuery = {
  response: PropertyInsightToolQuery$data;
  variables: PropertyInsightToolQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "address"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "address",
    "variableName": "address"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PropertyInsightToolQuery",
    "selections": [
      {
        "kind": "CatchField",
        "field": {
          "alias": null,
          "args": (v1/*:: as any*/),
          "concreteType": "Property",
          "kind": "LinkedField",
          "name": "propertyLookup",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PropertyReport_property"
            }
          ],
          "storageKey": null
        },
        "to": "RESULT"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PropertyInsightToolQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Property",
        "kind": "LinkedField",
        "name": "propertyLookup",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PropertyAddress",
            "kind": "LinkedField",
            "name": "address",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formatted",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "foreclosureStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "estimatedValue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lienAmount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "equity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "equityPercent",
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
            "concreteType": "PriceRange",
            "kind": "LinkedField",
            "name": "priceRange",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "min",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "max",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "confidenceScore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PropertyCharacteristics",
            "kind": "LinkedField",
            "name": "characteristics",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "beds",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "baths",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "squareFeet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "yearBuilt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "propertyType",
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
                "name": "latitude",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "longitude",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PropertyOwner",
            "kind": "LinkedField",
            "name": "owner",
            "plural": false,
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
                "name": "mailingAddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ownerType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "absenteeOwner",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PropertyTaxYear",
            "kind": "LinkedField",
            "name": "taxHistory",
            "plural": true,
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
                "name": "taxAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "assessedValue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "marketValue",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PropertySale",
            "kind": "LinkedField",
            "name": "salesHistory",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "price",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buyers",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sellers",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentType",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PropertyLoan",
            "kind": "LinkedField",
            "name": "loanHistory",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
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
                "name": "lender",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "originalAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentBalance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "interestRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "monthlyPayment",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "08fe2f02f0cabb2ec186deef26dbdffc",
    "id": "5b6bfcf6a7e235cc2f4d524678ebfc4aa29bfe626a9ea7f2f722bc1521433b42",
    "metadata": {},
    "name": "PropertyInsightToolQuery",
    "operationKind": "query",
    "text": "query PropertyInsightToolQuery(\n  $address: String!\n) {\n  propertyLookup(address: $address) {\n    ...PropertyReport_property\n    id\n  }\n}\n\nfragment PropertyCharacteristics_property on Property {\n  characteristics {\n    beds\n    baths\n    squareFeet\n    yearBuilt\n    propertyType\n    county\n    latitude\n    longitude\n  }\n}\n\nfragment PropertyLoanHistory_property on Property {\n  loanHistory {\n    date\n    amount\n    type\n    lender\n    originalAmount\n    currentBalance\n    interestRate\n    monthlyPayment\n  }\n}\n\nfragment PropertyOwner_property on Property {\n  owner {\n    name\n    mailingAddress\n    ownerType\n    absenteeOwner\n  }\n}\n\nfragment PropertyReport_property on Property {\n  address {\n    formatted\n  }\n  foreclosureStatus\n  ...PropertyValuation_property\n  ...PropertyCharacteristics_property\n  ...PropertyOwner_property\n  ...PropertyTaxHistory_property\n  ...PropertySalesHistory_property\n  ...PropertyLoanHistory_property\n}\n\nfragment PropertySalesHistory_property on Property {\n  salesHistory {\n    date\n    price\n    buyers\n    sellers\n    documentType\n  }\n}\n\nfragment PropertyTaxHistory_property on Property {\n  taxHistory {\n    year\n    taxAmount\n    assessedValue\n    marketValue\n  }\n}\n\nfragment PropertyValuation_property on Property {\n  estimatedValue\n  lienAmount\n  equity\n  equityPercent\n  ltv\n  priceRange {\n    min\n    max\n  }\n  confidenceScore\n}\n"
  }
};
})();

(node as any).hash = "3c0b70b62dfa66b762b76d5f241ee72e";

export default node;
