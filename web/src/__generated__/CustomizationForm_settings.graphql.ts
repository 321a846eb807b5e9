/**
 * @generated SignedSource<<be4bd00f18c5ffceec8fb5f757439580>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ColorScheme = "BLUE" | "DEFAULT" | "GREEN" | "PURPLE" | "RED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CustomizationForm_settings$data = {
  readonly animations: boolean;
  readonly collapsedSidebar: boolean;
  readonly colorScheme: ColorScheme;
  readonly darkMode: boolean;
  readonly fontSize: number;
  readonly isDefault: boolean;
  readonly updatedAt: string | null | undefined;
  readonly " $fragmentType": "CustomizationForm_settings";
};
export type CustomizationForm_settings$key = {
  readonly " $data"?: CustomizationForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomizationForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomizationForm_settings",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "UiSettings",
  "abstractKey": null
};

(node as any).hash = "22930cde17c7d56b87dd419e9455b58f";

export default node;
