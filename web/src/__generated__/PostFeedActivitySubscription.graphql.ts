/**
 * @generated SignedSource<<b0f435a53c3331d55e3b4ef5a09477e3>>
 * @relayHash f2d4e25120d7904b128273e0e8bf7239
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39d26f4857c964f93ade8bfaa8a99ff66a21cdd42d9c63c3952747c0a7edce45

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostFeedActivitySubscription$variables = {
  postIds: ReadonlyArray<string>;
};
export type PostFeedActivitySubscription$data = {
  readonly postsActivity: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PostCard_post">;
  };
};
export type PostFeedActivitySubscription = {
  response: PostFeedActivitySubscription$data;
  variables: PostFeedActivitySubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "postIds"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "postIds",
    "variableName": "postIds"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorCompany",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorImage",
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PostFeedActivitySubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "postsActivity",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PostCard_post"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PostFeedActivitySubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "postsActivity",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
            "args": (v8/*:: as any*/),
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
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v4/*:: as any*/),
                      (v9/*:: as any*/)
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
            "storageKey": "comments(first:50)"
          },
          {
            "alias": null,
            "args": (v8/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v2/*:: as any*/)
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
              (v9/*:: as any*/)
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f2d4e25120d7904b128273e0e8bf7239",
    "id": "39d26f4857c964f93ade8bfaa8a99ff66a21cdd42d9c63c3952747c0a7edce45",
    "metadata": {},
    "name": "PostFeedActivitySubscription",
    "operationKind": "subscription",
    "text": "subscription PostFeedActivitySubscription(\n  $postIds: [ID!]!\n) {\n  postsActivity(postIds: $postIds) {\n    id\n    ...PostCard_post\n  }\n}\n\nfragment LendersThatFit_post on Post {\n  program\n  lender {\n    name\n    id\n  }\n  scenario {\n    __typename\n  }\n  lendersThatFit {\n    lenderName\n    rate\n    productName\n  }\n}\n\nfragment LikeButton_post on Post {\n  id\n  likeCount\n  viewerHasLiked\n}\n\nfragment PostCard_post on Post {\n  internalId\n  title\n  content\n  status\n  createdAt\n  authorName\n  authorCompany\n  authorImage\n  commentCount\n  ...LikeButton_post\n  ...PostComments_post\n  ...LendersThatFit_post\n}\n\nfragment PostComment_comment on Comment {\n  id\n  content\n  authorName\n  authorCompany\n  authorImage\n  createdAt\n}\n\nfragment PostComments_post on Post {\n  id\n  commentCount\n  comments(first: 50) {\n    edges {\n      node {\n        id\n        ...PostComment_comment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a870f5f1439b8b99f1dabf70ccf5bc94";

export default node;
