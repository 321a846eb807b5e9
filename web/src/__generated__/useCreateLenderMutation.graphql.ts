/**
 * @generated SignedSource<<a69cda550a744b1e299532dff7dbed1f>>
 * @relayHash fc1f7f759f8bd7be85428e7d9813a6e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb4dca6df5d13b70c0282a8660f0f98d24db51d023c39f245d40cbc77c9ae096

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateLenderInput = {
  channelLinks?: ReadonlyArray<ChannelLinkInput> | null | undefined;
  companyLogo?: File | null | undefined;
  companyTitle: string;
  email: string;
  firstName: string;
  lastName: string;
  lenderNiche?: string | null | undefined;
  overlays?: string | null | undefined;
  password: string;
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
export type useCreateLenderMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateLenderInput;
};
export type useCreateLenderMutation$data = {
  readonly createLender: {
    readonly lenderEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"LenderRow_lender">;
      };
    };
    readonly message: string;
  };
};
export type useCreateLenderMutation = {
  response: useCreateLenderMutation$data;
  variables: useCreateLenderMutation$variables;
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
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
    "name": "useCreateLenderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateLenderPayload",
        "kind": "LinkedField",
        "name": "createLender",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LenderEdge",
            "kind": "LinkedField",
            "name": "lenderEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lender",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
    "name": "useCreateLenderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateLenderPayload",
        "kind": "LinkedField",
        "name": "createLender",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LenderEdge",
            "kind": "LinkedField",
            "name": "lenderEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lender",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
                      (v6/*:: as any*/),
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
                      (v5/*:: as any*/)
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
                      (v6/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "lenderEdge",
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
    "cacheID": "fc1f7f759f8bd7be85428e7d9813a6e4",
    "id": "fb4dca6df5d13b70c0282a8660f0f98d24db51d023c39f245d40cbc77c9ae096",
    "metadata": {},
    "name": "useCreateLenderMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateLenderMutation(\n  $input: CreateLenderInput!\n) {\n  createLender(input: $input) {\n    message\n    lenderEdge {\n      cursor\n      node {\n        id\n        ...LenderRow_lender\n      }\n    }\n  }\n}\n\nfragment LenderFormDialog_lender on Lender {\n  name\n  fullName\n  ...LenderForm_lender\n}\n\nfragment LenderForm_lender on Lender {\n  id\n  name\n  website\n  rating\n  shortDescription\n  lenderNiche\n  overlays\n  logoUrl\n  profileImageUrl\n  contact {\n    name\n    email\n    phone\n  }\n  userRole {\n    id\n  }\n  channelLinks {\n    name\n    link\n  }\n  programs {\n    qmPrograms\n    nonQmPrograms\n    productOffer\n    uniquePropertyType\n  }\n}\n\nfragment LenderRow_lender on Lender {\n  id\n  name\n  fullName\n  website\n  rating\n  contact {\n    name\n    email\n    phone\n  }\n  ...LenderFormDialog_lender\n}\n"
  }
};
})();

(node as any).hash = "fe125bac53fdd6d11f9f0eb242dac3a2";

export default node;
