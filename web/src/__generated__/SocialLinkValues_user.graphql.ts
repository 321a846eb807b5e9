/**
 * @generated SignedSource<<f5ba72b3abbe9b1b4a5747aca10ba9d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SocialLinkValues_user$data = {
  readonly facebookProfile: string | null | undefined;
  readonly instagramProfile: string | null | undefined;
  readonly linkedInProfile: string | null | undefined;
  readonly personalWebsite: string | null | undefined;
  readonly twitterProfile: string | null | undefined;
  readonly youTubeChannel: string | null | undefined;
  readonly " $fragmentType": "SocialLinkValues_user";
};
export type SocialLinkValues_user$key = {
  readonly " $data"?: SocialLinkValues_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialLinkValues_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "SocialLinkValues_user"
};

(node as any).hash = "d93bacf91a4bf0344a2f572ad5c77710";

export default node;
