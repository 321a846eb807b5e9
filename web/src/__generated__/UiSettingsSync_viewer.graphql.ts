/**
 * @generated SignedSource<<10bf21a34fa9aa11618568ac2d7e19f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ColorScheme = "BLUE" | "DEFAULT" | "GREEN" | "PURPLE" | "RED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UiSettingsSync_viewer$data = {
  readonly uiSettings: {
    readonly animations: boolean;
    readonly collapsedSidebar: boolean;
    readonly colorScheme: ColorScheme;
    readonly darkMode: boolean;
    readonly fontSize: number;
  } | null | undefined;
  readonly " $fragmentType": "UiSettingsSync_viewer";
};
export type UiSettingsSync_viewer$key = {
  readonly " $data"?: UiSettingsSync_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UiSettingsSync_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UiSettingsSync_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UiSettings",
      "kind": "LinkedField",
      "name": "uiSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "colorScheme",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fontSize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "darkMode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "collapsedSidebar",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "animations",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e1585887ee7b174b09543faed9f2d344";

export default node;
