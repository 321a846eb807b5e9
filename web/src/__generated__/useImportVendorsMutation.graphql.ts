/**
 * @generated SignedSource<<d924d38202eccbc71de0c6391080688f>>
 * @relayHash 6f38f3e340ba9ff3f8430739289f1e62
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef968ecde15ab3684c8ab4ccd38a826173b4283f8d19b44947f4258f6d91e435

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type ImportVendorsInput = {
  vendors: ReadonlyArray<CreateVendorInput>;
};
export type CreateVendorInput = {
  category: string;
  contactEmail: string;
  description: string;
  fifteenYearFixedRate: number;
  fiveOneArmRate: number;
  foundedYear: number;
  licenseNumber: string;
  loanTypes: ReadonlyArray<string>;
  minimumCreditScore: number;
  name: string;
  phoneNumber: string;
  rating: number;
  services: ReadonlyArray<string>;
  status: VendorStatus;
  thirtyYearFixedRate: number;
  website: string;
};
export type useImportVendorsMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ImportVendorsInput;
};
export type useImportVendorsMutation$data = {
  readonly importVendors: {
    readonly message: string;
    readonly vendorEdges: ReadonlyArray<{
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"VendorRow_vendor">;
      };
    }>;
  };
};
export type useImportVendorsMutation = {
  response: useImportVendorsMutation$data;
  variables: useImportVendorsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useImportVendorsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ImportVendorsPayload",
        "kind": "LinkedField",
        "name": "importVendors",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "VendorEdge",
            "kind": "LinkedField",
            "name": "vendorEdges",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Vendor",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "VendorRow_vendor"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useImportVendorsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ImportVendorsPayload",
        "kind": "LinkedField",
        "name": "importVendors",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "VendorEdge",
            "kind": "LinkedField",
            "name": "vendorEdges",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Vendor",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "loanTypes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "services",
                    "storageKey": null
                  },
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "vendorEdges",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6f38f3e340ba9ff3f8430739289f1e62",
    "id": "ef968ecde15ab3684c8ab4ccd38a826173b4283f8d19b44947f4258f6d91e435",
    "metadata": {},
    "name": "useImportVendorsMutation",
    "operationKind": "mutation",
    "text": "mutation useImportVendorsMutation(\n  $input: ImportVendorsInput!\n) {\n  importVendors(input: $input) {\n    message\n    vendorEdges {\n      cursor\n      node {\n        id\n        ...VendorRow_vendor\n      }\n    }\n  }\n}\n\nfragment VendorDetailsDialog_vendor on Vendor {\n  ...vendorFields_vendor\n  statusLabel\n  createdBy\n  createdAt\n  modifiedBy\n  modifiedAt\n}\n\nfragment VendorFormDialog_vendor on Vendor {\n  ...VendorForm_vendor\n}\n\nfragment VendorForm_vendor on Vendor {\n  id\n  ...vendorFields_vendor\n}\n\nfragment VendorRow_vendor on Vendor {\n  id\n  name\n  category\n  description\n  contactEmail\n  phoneNumber\n  status\n  statusLabel\n  loanTypes\n  services\n  rating\n  ...VendorDetailsDialog_vendor\n  ...VendorFormDialog_vendor\n}\n\nfragment vendorFields_vendor on Vendor {\n  name\n  category\n  description\n  contactEmail\n  phoneNumber\n  website\n  status\n  foundedYear\n  licenseNumber\n  loanTypes\n  services\n  minimumCreditScore\n  thirtyYearFixedRate\n  fifteenYearFixedRate\n  fiveOneArmRate\n  rating\n}\n"
  }
};
})();

(node as any).hash = "31c3964ae63143d3c2efcd57d6774973";

export default node;
