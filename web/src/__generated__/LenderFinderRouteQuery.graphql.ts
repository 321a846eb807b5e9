/**
 * @generated SignedSource<<0f85d1264f2868bd1986adae035f826c>>
 * @relayHash 2ce9892f9c6c1bd55e2ddc25b1ffc4a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99867a8e53711fad3f8ce870560dc9d98fde063cd3ec6d9e1849a2f007edd889

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderFinderRouteQuery$variables = {
  lenderId?: string | null | undefined;
  program?: string | null | undefined;
};
export type LenderFinderRouteQuery$data = {
  readonly viewer: {
    readonly can: {
      readonly createPost: boolean;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"PostFeed_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"FinderSelectors_query" | "PostFeed_query" | "ScenarioForm_query">;
};
export type LenderFinderRouteQuery = {
  response: LenderFinderRouteQuery$data;
  variables: LenderFinderRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lenderId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "program"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "UserCapabilities",
  "kind": "LinkedField",
  "name": "can",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createPost",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "kind": "Variable",
  "name": "lenderId",
  "variableName": "lenderId"
},
v3 = {
  "kind": "Variable",
  "name": "program",
  "variableName": "program"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
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
          (v4/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  },
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorCompany",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorImage",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v16 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LenderFinderRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PostFeed_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FinderSelectors_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ScenarioForm_query"
      },
      {
        "args": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "PostFeed_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LenderFinderRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "company",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avatarUrl",
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "finderLenders",
        "args": (v5/*:: as any*/),
        "concreteType": "LenderConnection",
        "kind": "LinkedField",
        "name": "lenders",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": "lenders(first:50)"
      },
      {
        "alias": "scenarioLenders",
        "args": (v5/*:: as any*/),
        "concreteType": "LenderConnection",
        "kind": "LinkedField",
        "name": "lenders",
        "plural": false,
        "selections": (v7/*:: as any*/),
        "storageKey": "lenders(first:50)"
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "PostConnection",
        "kind": "LinkedField",
        "name": "posts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PostEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "internalId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "commentCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "likeCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerHasLiked",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v5/*:: as any*/),
                    "concreteType": "CommentConnection",
                    "kind": "LinkedField",
                    "name": "comments",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CommentEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Comment",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v4/*:: as any*/),
                              (v9/*:: as any*/),
                              (v11/*:: as any*/),
                              (v12/*:: as any*/),
                              (v13/*:: as any*/),
                              (v10/*:: as any*/),
                              (v14/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v16/*:: as any*/),
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
                    "storageKey": "comments(first:50)"
                  },
                  {
                    "alias": null,
                    "args": (v5/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "PostComments_comments",
                    "kind": "LinkedHandle",
                    "name": "comments"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "program",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Lender",
                    "kind": "LinkedField",
                    "name": "lender",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PostScenario",
                    "kind": "LinkedField",
                    "name": "scenario",
                    "plural": false,
                    "selections": [
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LenderFit",
                    "kind": "LinkedField",
                    "name": "lendersThatFit",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lenderName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "productName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/)
            ],
            "storageKey": null
          },
          (v16/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "filters": [
          "lenderId",
          "program"
        ],
        "handle": "connection",
        "key": "PostFeed_posts",
        "kind": "LinkedHandle",
        "name": "posts"
      }
    ]
  },
  "params": {
    "cacheID": "2ce9892f9c6c1bd55e2ddc25b1ffc4a5",
    "id": "99867a8e53711fad3f8ce870560dc9d98fde063cd3ec6d9e1849a2f007edd889",
    "metadata": {},
    "name": "LenderFinderRouteQuery",
    "operationKind": "query",
    "text": "query LenderFinderRouteQuery(\n  $lenderId: ID\n  $program: String\n) {\n  viewer {\n    can {\n      createPost\n    }\n    ...PostFeed_viewer\n    id\n  }\n  ...FinderSelectors_query\n  ...ScenarioForm_query\n  ...PostFeed_query_2UW2CT\n}\n\nfragment CommentComposer_viewer on User {\n  fullName\n  company\n  avatarUrl\n}\n\nfragment FinderSelectors_query on Query {\n  finderLenders: lenders(first: 50) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment LendersThatFit_post on Post {\n  program\n  lender {\n    name\n    id\n  }\n  scenario {\n    __typename\n  }\n  lendersThatFit {\n    lenderName\n    rate\n    productName\n  }\n}\n\nfragment LikeButton_post on Post {\n  id\n  likeCount\n  viewerHasLiked\n}\n\nfragment PostCard_post on Post {\n  internalId\n  title\n  content\n  status\n  createdAt\n  authorName\n  authorCompany\n  authorImage\n  commentCount\n  ...LikeButton_post\n  ...PostComments_post\n  ...LendersThatFit_post\n}\n\nfragment PostCard_viewer on User {\n  ...PostComments_viewer\n}\n\nfragment PostComment_comment on Comment {\n  id\n  content\n  authorName\n  authorCompany\n  authorImage\n  createdAt\n}\n\nfragment PostComments_post on Post {\n  id\n  commentCount\n  comments(first: 50) {\n    edges {\n      node {\n        id\n        ...PostComment_comment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment PostComments_viewer on User {\n  ...CommentComposer_viewer\n}\n\nfragment PostFeed_query_2UW2CT on Query {\n  posts(first: 10, lenderId: $lenderId, program: $program) {\n    edges {\n      node {\n        id\n        ...PostCard_post\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment PostFeed_viewer on User {\n  ...PostCard_viewer\n}\n\nfragment ScenarioForm_query on Query {\n  scenarioLenders: lenders(first: 50) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "af1f16b5438f4d73dd3696150f1f8457";

export default node;
