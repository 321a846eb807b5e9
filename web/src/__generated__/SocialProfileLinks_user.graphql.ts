/**
 * @generated SignedSource<<a73e15ff337b3a72bf802abe3bd0afe6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SocialProfileLinks_user$data = {
  readonly fullName: string;
  readonly " $fragmentSpreads": FragmentRefs<"SocialLinkValues_user">;
  readonly " $fragmentType": "SocialProfileLinks_user";
};
export type SocialProfileLinks_user$key = {
  readonly " $data"?: SocialProfileLinks_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialProfileLinks_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SocialProfileLinks_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "kind": "InlineDataFragmentSpread",
      "name": "SocialLinkValues_user",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "linkedInProfile",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "facebookProfile",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "twitterProfile",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "instagramProfile",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "youTubeChannel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "personalWebsite",
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0a864cb4789f7d08db2c8ff15cb5e763";

export default node;
