/**
 * @generated SignedSource<<f49ad599995b0ea3c3f3d9c40244c0d3>>
 * @relayHash 9647ce1eb97756a91d28f1826b302f35
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4e405a4ee77fc20139ee1a90ea02ccfe542969f2f3dd1372b01a21713a8381f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VendorStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type UpdateVendorInput = {
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
  vendorId: string;
  website: string;
};
export type useUpdateVendorMutation$variables = {
  input: UpdateVendorInput;
};
export type useUpdateVendorMutation$data = {
  readonly updateVendor: {
    readonly message: string;
    readonly vendor: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"VendorRow_vendor">;
    };
  };
};
export type useUpdateVendorMutation = {
  response: useUpdateVendorMutation$data;
  variables: useUpdateVendorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateVendorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateVendorPayload",
        "kind": "LinkedField",
        "name": "updateVendor",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Vendor",
            "kind": "LinkedField",
            "name": "vendor",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateVendorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateVendorPayload",
        "kind": "LinkedField",
        "name": "updateVendor",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Vendor",
            "kind": "LinkedField",
            "name": "vendor",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "cacheID": "9647ce1eb97756a91d28f1826b302f35",
    "id": "b4e405a4ee77fc20139ee1a90ea02ccfe542969f2f3dd1372b01a21713a8381f",
    "metadata": {},
    "name": "useUpdateVendorMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateVendorMutation(\n  $input: UpdateVendorInput!\n) {\n  updateVendor(input: $input) {\n    message\n    vendor {\n      id\n      ...VendorRow_vendor\n    }\n  }\n}\n\nfragment VendorDetailsDialog_vendor on Vendor {\n  ...vendorFields_vendor\n  statusLabel\n  createdBy\n  createdAt\n  modifiedBy\n  modifiedAt\n}\n\nfragment VendorFormDialog_vendor on Vendor {\n  ...VendorForm_vendor\n}\n\nfragment VendorForm_vendor on Vendor {\n  id\n  ...vendorFields_vendor\n}\n\nfragment VendorRow_vendor on Vendor {\n  id\n  name\n  category\n  description\n  contactEmail\n  phoneNumber\n  status\n  statusLabel\n  loanTypes\n  services\n  rating\n  ...VendorDetailsDialog_vendor\n  ...VendorFormDialog_vendor\n}\n\nfragment vendorFields_vendor on Vendor {\n  name\n  category\n  description\n  contactEmail\n  phoneNumber\n  website\n  status\n  foundedYear\n  licenseNumber\n  loanTypes\n  services\n  minimumCreditScore\n  thirtyYearFixedRate\n  fifteenYearFixedRate\n  fiveOneArmRate\n  rating\n}\n"
  }
};
})();

(node as any).hash = "458a685b9e082066e139e320f9075a18";

export default node;
