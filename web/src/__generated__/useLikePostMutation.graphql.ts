/**
 * @generated SignedSource<<60121c3d1e8ebc059eb41d15e70d4b6c>>
 * @relayHash 635703be322e7edbf530e04d6422215c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0532da6fe17588c14f8f28a2b13de153a05085eae8be376e251013dc7d6f7ccf

import { ConcreteRequest } from 'relay-runtime';
export type LikePostInput = {
  postId: string;
};
export type useLikePostMutation$variables = {
  input: LikePostInput;
};
export type useLikePostMutation$data = {
  readonly likePost: {
    readonly liked: boolean;
    readonly message: string;
    readonly post: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type useLikePostMutation$rawResponse = {
  readonly likePost: {
    readonly liked: boolean;
    readonly message: string;
    readonly post: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type useLikePostMutation = {
  rawResponse: useLikePostMutation$rawResponse;
  response: useLikePostMutation$data;
  variables: useLikePostMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "LikePostPayload",
    "kind": "LinkedField",
    "name": "likePost",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "liked",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "post",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useLikePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLikePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "635703be322e7edbf530e04d6422215c",
    "id": "0532da6fe17588c14f8f28a2b13de153a05085eae8be376e251013dc7d6f7ccf",
    "metadata": {},
    "name": "useLikePostMutation",
    "operationKind": "mutation",
    "text": "mutation useLikePostMutation(\n  $input: LikePostInput!\n) {\n  likePost(input: $input) {\n    liked\n    message\n    post {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8e4d6d56444ccb3ff42ab2daa9b80211";

export default node;
