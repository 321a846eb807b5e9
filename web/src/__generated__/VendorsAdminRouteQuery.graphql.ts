/**
 * @generated SignedSource<<2bad46d5706c8a76069392b9f564f881>>
 * @relayHash 21f60e754c19f45ee046b992380e9e4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3a52fd37c9d6989ea95d0d7af3b7e1c9f7561247f728d37397dc598baf6a112

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorsAdminRouteQuery$variables = Record<PropertyKey, never>;
export type VendorsAdminRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VendorTable_query">;
};
export type VendorsAdminRouteQuery = {
  response: VendorsAdminRouteQuery$data;
  variables: VendorsAdminRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "loanTypes",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "services",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorsAdminRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VendorTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VendorsAdminRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
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
        "storageKey": "vendors(first:10)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
    "cacheID": "21f60e754c19f45ee046b992380e9e4a",
    "id": "e3a52fd37c9d6989ea95d0d7af3b7e1c9f7561247f728d37397dc598baf6a112",
    "metadata": {},
    "name": "VendorsAdminRouteQuery",
    "operationKind": "query",
    "text": "query VendorsAdminRouteQuery {\n  ...VendorTable_query\n}\n\nfragment VendorDetailsDialog_vendor on Vendor {\n  ...vendorFields_vendor\n  statusLabel\n  createdBy\n  createdAt\n  modifiedBy\n  modifiedAt\n}\n\nfragment VendorFormDialog_options on VendorFormOptions {\n  ...VendorForm_options\n}\n\nfragment VendorFormDialog_vendor on Vendor {\n  ...VendorForm_vendor\n}\n\nfragment VendorForm_options on VendorFormOptions {\n  categories\n  loanTypes\n  services\n}\n\nfragment VendorForm_vendor on Vendor {\n  id\n  ...vendorFields_vendor\n}\n\nfragment VendorImportDialog_options on VendorFormOptions {\n  categories\n  loanTypes\n  services\n}\n\nfragment VendorRow_options on VendorFormOptions {\n  ...VendorFormDialog_options\n  ...VendorTicketDialog_options\n}\n\nfragment VendorRow_vendor on Vendor {\n  id\n  name\n  category\n  description\n  contactEmail\n  phoneNumber\n  status\n  statusLabel\n  loanTypes\n  services\n  rating\n  ...VendorDetailsDialog_vendor\n  ...VendorFormDialog_vendor\n}\n\nfragment VendorTable_query on Query {\n  vendors(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        ...VendorRow_vendor\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  vendorFormOptions {\n    ...VendorRow_options\n    ...VendorFormDialog_options\n    ...VendorImportDialog_options\n  }\n}\n\nfragment VendorTicketDialog_options on VendorFormOptions {\n  categories\n  ticketPriorities\n}\n\nfragment vendorFields_vendor on Vendor {\n  name\n  category\n  description\n  contactEmail\n  phoneNumber\n  website\n  status\n  foundedYear\n  licenseNumber\n  loanTypes\n  services\n  minimumCreditScore\n  thirtyYearFixedRate\n  fifteenYearFixedRate\n  fiveOneArmRate\n  rating\n}\n"
  }
};
})();

(node as any).hash = "1778a0b605b26108414011f7e01573de";

export default node;
