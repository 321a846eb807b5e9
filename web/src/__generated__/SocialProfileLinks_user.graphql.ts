/**
 * @generated SignedSource<<176db2f9bb94ea88b57030397263628f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SocialProfileLinks_user$data = {
  readonly facebookProfile: string | null | undefined;
  readonly fullName: string;
  readonly instagramProfile: string | null | undefined;
  readonly linkedInProfile: string | null | undefined;
  readonly personalWebsite: string | null | undefined;
  readonly twitterProfile: string | null | undefined;
  readonly youTubeChannel: string | null | undefined;
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "772c49d94f7959b8aa7ab061ea352d3a";

export default node;
