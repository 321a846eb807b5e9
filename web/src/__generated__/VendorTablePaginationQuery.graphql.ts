/**
 * @generated SignedSource<<53b4c9ac7435de6c4fbde547e236b34a>>
 * @relayHash c3cb42e5a1905033b52f306d5cc861da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be867d3f22fdf59bfd97ae09612a02e70d25844415afc7ebba098612d7b65f05

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorTablePaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  search?: string | null | undefined;
};
export type VendorTablePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VendorTable_query">;
};
export type VendorTablePaginationQuery = {
  response: VendorTablePaginationQuery$data;
  variables: VendorTablePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v2 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "loanTypes",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "services",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorTablePaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "VendorTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VendorTablePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "VendorConnection",
        "kind": "LinkedField",
        "name": "vendors",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "VendorEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Vendor",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
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
                    "name": "name",
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
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phoneNumber",
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
                    "name": "statusLabel",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rating",
                    "storageKey": null
                  },
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
                    "kind": "ScalarField",
                    "name": "foundedYear",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "licenseNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "minimumCreditScore",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "thirtyYearFixedRate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fifteenYearFixedRate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fiveOneArmRate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdBy",
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
                    "kind": "ScalarField",
                    "name": "modifiedBy",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "modifiedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "search"
        ],
        "handle": "connection",
        "key": "VendorTable_vendors",
        "kind": "LinkedHandle",
        "name": "vendors"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "VendorFormOptions",
        "kind": "LinkedField",
        "name": "vendorFormOptions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "categories",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ticketPriorities",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c3cb42e5a1905033b52f306d5cc861da",
    "id": "be867d3f22fdf59bfd97ae09612a02e70d25844415afc7ebba098612d7b65f05",
    "metadata": {},
    "name": "VendorTablePaginationQuery",
    "operationKind": "query",
    "text": "query VendorTablePaginationQuery(\n  $count: Int = 10\n  $cursor: String\n  $search: String\n) {\n  ...VendorTable_query_3PfUTl\n}\n\nfragment VendorDetailsDialog_vendor on Vendor {\n  ...vendorFields_vendor\n  statusLabel\n  createdBy\n  createdAt\n  modifiedBy\n  modifiedAt\n}\n\nfragment VendorFormDialog_options on VendorFormOptions {\n  ...VendorForm_options\n}\n\nfragment VendorFormDialog_vendor on Vendor {\n  ...VendorForm_vendor\n}\n\nfragment VendorForm_options on VendorFormOptions {\n  categories\n  loanTypes\n  services\n}\n\nfragment VendorForm_vendor on Vendor {\n  id\n  ...vendorFields_vendor\n}\n\nfragment VendorImportDialog_options on VendorFormOptions {\n  categories\n  loanTypes\n  services\n}\n\nfragment VendorRow_options on VendorFormOptions {\n  ...VendorFormDialog_options\n  ...VendorTicketDialog_options\n}\n\nfragment VendorRow_vendor on Vendor {\n  id\n  name\n  category\n  description\n  contactEmail\n  phoneNumber\n  status\n  statusLabel\n  loanTypes\n  services\n  rating\n  ...VendorDetailsDialog_vendor\n  ...VendorFormDialog_vendor\n}\n\nfragment VendorTable_query_3PfUTl on Query {\n  vendors(first: $count, after: $cursor, search: $search) {\n    totalCount\n    edges {\n      node {\n        id\n        ...VendorRow_vendor\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  vendorFormOptions {\n    ...VendorRow_options\n    ...VendorFormDialog_options\n    ...VendorImportDialog_options\n  }\n}\n\nfragment VendorTicketDialog_options on VendorFormOptions {\n  categories\n  ticketPriorities\n}\n\nfragment vendorFields_vendor on Vendor {\n  name\n  category\n  description\n  contactEmail\n  phoneNumber\n  website\n  status\n  foundedYear\n  licenseNumber\n  loanTypes\n  services\n  minimumCreditScore\n  thirtyYearFixedRate\n  fifteenYearFixedRate\n  fiveOneArmRate\n  rating\n}\n"
  }
};
})();

(node as any).hash = "931ae3b515a4015d8fd516bcf6153d65";

export default node;
