/**
 * @generated SignedSource<<c9abcdb0983270c691a7df863af9799d>>
 * @relayHash b834729ed3e4c879f2250e2b93069fb0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a86472521314d34fee35ecbe82356bbb98192dcf49cf10a95e852af66c18105

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderDetailRouteQuery$variables = {
  idOrSlug: string;
};
export type LenderDetailRouteQuery$data = {
  readonly lender: {
    readonly " $fragmentSpreads": FragmentRefs<"LenderChannelLinks_lender" | "LenderContactCard_lender" | "LenderProfileHeader_lender" | "LenderProgramsTab_lender">;
  } | null | undefined;
};
export type LenderDetailRouteQuery = {
  response: LenderDetailRouteQuery$data;
  variables: LenderDetailRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idOrSlug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "idOrSlug",
    "variableName": "idOrSlug"
  }
],
v2 = {
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
    "name": "LenderDetailRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Lender",
        "kind": "LinkedField",
        "name": "lender",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LenderProfileHeader_lender"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LenderContactCard_lender"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LenderChannelLinks_lender"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LenderProgramsTab_lender"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LenderDetailRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Lender",
        "kind": "LinkedField",
        "name": "lender",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "name": "logoUrl",
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
            "name": "rating",
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
            "name": "description",
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
              (v2/*:: as any*/),
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
            "name": "website",
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
              (v2/*:: as any*/),
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
                "name": "uniquePropertyType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "productOffer",
                "storageKey": null
              }
            ],
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b834729ed3e4c879f2250e2b93069fb0",
    "id": "0a86472521314d34fee35ecbe82356bbb98192dcf49cf10a95e852af66c18105",
    "metadata": {},
    "name": "LenderDetailRouteQuery",
    "operationKind": "query",
    "text": "query LenderDetailRouteQuery(\n  $idOrSlug: String!\n) {\n  lender(idOrSlug: $idOrSlug) {\n    ...LenderProfileHeader_lender\n    ...LenderContactCard_lender\n    ...LenderChannelLinks_lender\n    ...LenderProgramsTab_lender\n    id\n  }\n}\n\nfragment LenderChannelLinks_lender on Lender {\n  website\n  channelLinks {\n    name\n    link\n  }\n}\n\nfragment LenderContactCard_lender on Lender {\n  contact {\n    name\n    email\n    phone\n  }\n}\n\nfragment LenderProfileHeader_lender on Lender {\n  name\n  fullName\n  logoUrl\n  status\n  rating\n  shortDescription\n  description\n}\n\nfragment LenderProgramsTab_lender on Lender {\n  programs {\n    qmPrograms\n    nonQmPrograms\n    uniquePropertyType\n    productOffer\n  }\n  lenderNiche\n  overlays\n}\n"
  }
};
})();

(node as any).hash = "67b93b4836b89e4390885eed77e23881";

export default node;
