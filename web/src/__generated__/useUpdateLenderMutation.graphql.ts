/**
 * @generated SignedSource<<49b39b50fb85e55aa101443ef913ecf3>>
 * @relayHash f2549c103fe07f1c3b9de544be2da8d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0bfa0ded4fc71bc73b5d439533bbbb8ea978bf5701fc178b64486e8fa337253

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateLenderInput = {
  channelLinks?: ReadonlyArray<ChannelLinkInput> | null | undefined;
  companyLogo?: File | null | undefined;
  companyTitle: string;
  email: string;
  firstName: string;
  lastName: string;
  lenderId: string;
  lenderNiche?: string | null | undefined;
  overlays?: string | null | undefined;
  phone: string;
  profileImage?: File | null | undefined;
  programs?: ReadonlyArray<LenderProgramInput> | null | undefined;
  rating?: number | null | undefined;
  roleId: string;
  shortDescription?: string | null | undefined;
  website: string;
};
export type ChannelLinkInput = {
  link: string;
  name: string;
};
export type LenderProgramInput = {
  programId: number;
  programTypes: ReadonlyArray<string>;
};
export type useUpdateLenderMutation$variables = {
  input: UpdateLenderInput;
};
export type useUpdateLenderMutation$data = {
  readonly updateLender: {
    readonly lender: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"LenderRow_lender">;
    };
    readonly message: string;
  };
};
export type useUpdateLenderMutation = {
  response: useUpdateLenderMutation$data;
  variables: useUpdateLenderMutation$variables;
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateLenderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateLenderPayload",
        "kind": "LinkedField",
        "name": "updateLender",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Lender",
            "kind": "LinkedField",
            "name": "lender",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LenderRow_lender"
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
    "name": "useUpdateLenderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateLenderPayload",
        "kind": "LinkedField",
        "name": "updateLender",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Lender",
            "kind": "LinkedField",
            "name": "lender",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fullName",
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
                "name": "rating",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LenderContact",
                "kind": "LinkedField",
                "name": "contact",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shortDescription",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lenderNiche",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "overlays",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "profileImageUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "UserRole",
                "kind": "LinkedField",
                "name": "userRole",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChannelLink",
                "kind": "LinkedField",
                "name": "channelLinks",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "link",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LenderPrograms",
                "kind": "LinkedField",
                "name": "programs",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "qmPrograms",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nonQmPrograms",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "productOffer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "uniquePropertyType",
                    "storageKey": null
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
    ]
  },
  "params": {
    "cacheID": "f2549c103fe07f1c3b9de544be2da8d1",
    "id": "e0bfa0ded4fc71bc73b5d439533bbbb8ea978bf5701fc178b64486e8fa337253",
    "metadata": {},
    "name": "useUpdateLenderMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateLenderMutation(\n  $input: UpdateLenderInput!\n) {\n  updateLender(input: $input) {\n    message\n    lender {\n      id\n      ...LenderRow_lender\n    }\n  }\n}\n\nfragment LenderFormDialog_lender on Lender {\n  name\n  fullName\n  ...LenderForm_lender\n}\n\nfragment LenderForm_lender on Lender {\n  id\n  name\n  website\n  rating\n  shortDescription\n  lenderNiche\n  overlays\n  logoUrl\n  profileImageUrl\n  contact {\n    name\n    email\n    phone\n  }\n  userRole {\n    id\n  }\n  channelLinks {\n    name\n    link\n  }\n  programs {\n    qmPrograms\n    nonQmPrograms\n    productOffer\n    uniquePropertyType\n  }\n}\n\nfragment LenderRow_lender on Lender {\n  id\n  name\n  fullName\n  website\n  rating\n  contact {\n    name\n    email\n    phone\n  }\n  ...LenderFormDialog_lender\n}\n"
  }
};
})();

(node as any).hash = "770ea69f271e840fb965439effc76332";

export default node;
