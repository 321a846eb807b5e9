/**
 * @generated SignedSource<<11a3d85a6fa4905822fc1f2e382885db>>
 * @relayHash f1bba13a6bfd43c487cdb0fa65bd2a83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94ae6f352101de0b07feb2dc515c436412e25733031968418187a38f986989ec

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdatePostInput = {
  content: string;
  isPublished?: boolean | null | undefined;
  postId: string;
  title: string;
};
export type useUpdatePostMutation$variables = {
  input: UpdatePostInput;
};
export type useUpdatePostMutation$data = {
  readonly updatePost: {
    readonly message: string;
    readonly post: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BlogRow_post">;
    };
  };
};
export type useUpdatePostMutation = {
  response: useUpdatePostMutation$data;
  variables: useUpdatePostMutation$variables;
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
    "name": "useUpdatePostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdatePostPayload",
        "kind": "LinkedField",
        "name": "updatePost",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdatePostPayload",
        "kind": "LinkedField",
        "name": "updatePost",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "cacheID": "f1bba13a6bfd43c487cdb0fa65bd2a83",
    "id": "94ae6f352101de0b07feb2dc515c436412e25733031968418187a38f986989ec",
    "metadata": {},
    "name": "useUpdatePostMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePostMutation(\n  $input: UpdatePostInput!\n) {\n  updatePost(input: $input) {\n    message\n    post {\n      id\n      ...BlogRow_post\n    }\n  }\n}\n\nfragment BlogPostDialog_post on Post {\n  title\n  ...BlogPostForm_post\n}\n\nfragment BlogPostForm_post on Post {\n  id\n  title\n  content\n  isPublished\n}\n\nfragment BlogRow_post on Post {\n  id\n  title\n  authorName\n  authorCompany\n  likeCount\n  commentCount\n  isPublished\n  createdAt\n  updatedAt\n  ...BlogPostDialog_post\n}\n"
  }
};
})();

(node as any).hash = "151e951d6cec8bc62976e3a9beb113f8";

export default node;
