/**
 * @generated SignedSource<<e8d0dab41d19bceb53098f8deaf399cd>>
 * @relayHash b1b903b1e013a76f215a37ac51dc937c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 054391d9c09ad34f26f8031df7a2871c19daf5713892410a4e3243e494a4451d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingDocType = "ASSET_DEPLETION" | "BANK_STATEMENT_12" | "BANK_STATEMENT_24" | "DSCR" | "FULL_DOC" | "NO_INCOME_DOC" | "%future added value";
export type PricingOccupancy = "INVESTMENT" | "OWNER_OCCUPIED" | "SECOND_HOME" | "%future added value";
export type PricingPropertyType = "CONDO" | "SINGLE_FAMILY" | "TOWNHOUSE" | "TWO_TO_FOUR_UNITS" | "%future added value";
export type PricingPurpose = "CASHOUT" | "PURCHASE" | "RATE_TERM" | "%future added value";
export type CreatePostInput = {
  content: string;
  isPublished?: boolean | null | undefined;
  lenderId?: string | null | undefined;
  program?: string | null | undefined;
  scenario?: PostScenarioInput | null | undefined;
  title: string;
};
export type PostScenarioInput = {
  creditScore: string;
  docType: PricingDocType;
  loanAmount: number;
  ltv?: number | null | undefined;
  occupancy: PricingOccupancy;
  propertyType: PricingPropertyType;
  propertyValue?: number | null | undefined;
  purpose: PricingPurpose;
  state: string;
};
export type useCreateBlogPostMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreatePostInput;
};
export type useCreateBlogPostMutation$data = {
  readonly createPost: {
    readonly message: string;
    readonly postEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"BlogRow_post">;
      };
    };
  };
};
export type useCreateBlogPostMutation = {
  response: useCreateBlogPostMutation$data;
  variables: useCreateBlogPostMutation$variables;
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
    "name": "useCreateBlogPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreatePostPayload",
        "kind": "LinkedField",
        "name": "createPost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PostEdge",
            "kind": "LinkedField",
            "name": "postEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BlogRow_post"
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
    "name": "useCreateBlogPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreatePostPayload",
        "kind": "LinkedField",
        "name": "createPost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PostEdge",
            "kind": "LinkedField",
            "name": "postEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "authorName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "authorCompany",
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
                    "name": "commentCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isPublished",
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
                    "name": "updatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
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
            "name": "postEdge",
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
    "cacheID": "b1b903b1e013a76f215a37ac51dc937c",
    "id": "054391d9c09ad34f26f8031df7a2871c19daf5713892410a4e3243e494a4451d",
    "metadata": {},
    "name": "useCreateBlogPostMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateBlogPostMutation(\n  $input: CreatePostInput!\n) {\n  createPost(input: $input) {\n    message\n    postEdge {\n      cursor\n      node {\n        id\n        ...BlogRow_post\n      }\n    }\n  }\n}\n\nfragment BlogPostDialog_post on Post {\n  title\n  ...BlogPostForm_post\n}\n\nfragment BlogPostForm_post on Post {\n  id\n  title\n  content\n  isPublished\n}\n\nfragment BlogRow_post on Post {\n  id\n  title\n  authorName\n  authorCompany\n  likeCount\n  commentCount\n  isPublished\n  createdAt\n  updatedAt\n  ...BlogPostDialog_post\n}\n"
  }
};
})();

(node as any).hash = "481f3b6fc25c7986831d6c9f1306105e";

export default node;
