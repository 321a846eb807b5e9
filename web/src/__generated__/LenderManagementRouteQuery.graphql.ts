/**
 * @generated SignedSource<<410ab50f9119aa80d0e9c3da10244ec5>>
 * @relayHash a623664eaade2981ebc0c85bbda525fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75a34eefdff4c9673532af20e699b62c0d64aa130fe0425636dbd75197d60235

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderManagementRouteQuery$variables = Record<PropertyKey, never>;
export type LenderManagementRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LenderTable_query">;
};
export type LenderManagementRouteQuery = {
  response: LenderManagementRouteQuery$data;
  variables: LenderManagementRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "direction",
    "value": "ASC"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  },
  {
    "kind": "Literal",
    "name": "sortBy",
    "value": "NAME"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LenderManagementRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LenderTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LenderManagementRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "LenderConnection",
        "kind": "LinkedField",
        "name": "adminLenders",
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
            "concreteType": "LenderEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Lender",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                      (v1/*:: as any*/)
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
        "storageKey": "adminLenders(direction:\"ASC\",first:10,sortBy:\"NAME\")"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": [
          "sortBy",
          "direction"
        ],
        "handle": "connection",
        "key": "LenderTable_adminLenders",
        "kind": "LinkedHandle",
        "name": "adminLenders"
      },
      {
        "alias": "roleOptions",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "UserRoleConnection",
        "kind": "LinkedField",
        "name": "roles",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserRoleEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserRole",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "roles(first:100)"
      }
    ]
  },
  "params": {
    "cacheID": "a623664eaade2981ebc0c85bbda525fe",
    "id": "75a34eefdff4c9673532af20e699b62c0d64aa130fe0425636dbd75197d60235",
    "metadata": {},
    "name": "LenderManagementRouteQuery",
    "operationKind": "query",
    "text": "query LenderManagementRouteQuery {\n  ...LenderTable_query\n}\n\nfragment LenderFormDialog_lender on Lender {\n  name\n  fullName\n  ...LenderForm_lender\n}\n\nfragment LenderFormDialog_query on Query {\n  ...LenderForm_query\n}\n\nfragment LenderForm_lender on Lender {\n  id\n  name\n  website\n  rating\n  shortDescription\n  lenderNiche\n  overlays\n  logoUrl\n  profileImageUrl\n  contact {\n    name\n    email\n    phone\n  }\n  userRole {\n    id\n  }\n  channelLinks {\n    name\n    link\n  }\n  programs {\n    qmPrograms\n    nonQmPrograms\n    productOffer\n    uniquePropertyType\n  }\n}\n\nfragment LenderForm_query on Query {\n  ...UserRoleOptions_query\n}\n\nfragment LenderRow_lender on Lender {\n  id\n  name\n  fullName\n  website\n  rating\n  contact {\n    name\n    email\n    phone\n  }\n  ...LenderFormDialog_lender\n}\n\nfragment LenderTable_query on Query {\n  adminLenders(first: 10, sortBy: NAME, direction: ASC) {\n    totalCount\n    edges {\n      node {\n        id\n        ...LenderRow_lender\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  ...LenderFormDialog_query\n}\n\nfragment UserRoleOptions_query on Query {\n  roleOptions: roles(first: 100) {\n    edges {\n      node {\n        id\n        name\n        status\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a80ac3efcf99a0d52142da63b57d9f7";

export default node;
