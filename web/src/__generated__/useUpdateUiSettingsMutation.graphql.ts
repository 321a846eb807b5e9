/**
 * @generated SignedSource<<046346d644c0305e80b085361b1f93eb>>
 * @relayHash 72833343367a9f0165e3f88eaa146511
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aee4871afb71d7a2831d233ea1ce674c295e35ac121f5dc7e131ec4ae8976b84

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ColorScheme = "BLUE" | "DEFAULT" | "GREEN" | "PURPLE" | "RED" | "%future added value";
export type UpdateUiSettingsInput = {
  animations?: boolean | null | undefined;
  collapsedSidebar?: boolean | null | undefined;
  colorScheme?: ColorScheme | null | undefined;
  darkMode?: boolean | null | undefined;
  fontSize?: number | null | undefined;
};
export type useUpdateUiSettingsMutation$variables = {
  input: UpdateUiSettingsInput;
};
export type useUpdateUiSettingsMutation$data = {
  readonly updateUiSettings: {
    readonly message: string;
    readonly uiSettings: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CustomizationForm_settings">;
    };
  };
};
export type useUpdateUiSettingsMutation = {
  response: useUpdateUiSettingsMutation$data;
  variables: useUpdateUiSettingsMutation$variables;
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
    "name": "useUpdateUiSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateUiSettingsPayload",
        "kind": "LinkedField",
        "name": "updateUiSettings",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UiSettings",
            "kind": "LinkedField",
            "name": "uiSettings",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CustomizationForm_settings"
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
    "name": "useUpdateUiSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateUiSettingsPayload",
        "kind": "LinkedField",
        "name": "updateUiSettings",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UiSettings",
            "kind": "LinkedField",
            "name": "uiSettings",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "72833343367a9f0165e3f88eaa146511",
    "id": "aee4871afb71d7a2831d233ea1ce674c295e35ac121f5dc7e131ec4ae8976b84",
    "metadata": {},
    "name": "useUpdateUiSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateUiSettingsMutation(\n  $input: UpdateUiSettingsInput!\n) {\n  updateUiSettings(input: $input) {\n    message\n    uiSettings {\n      id\n      ...CustomizationForm_settings\n    }\n  }\n}\n\nfragment CustomizationForm_settings on UiSettings {\n  colorScheme\n  fontSize\n  darkMode\n  collapsedSidebar\n  animations\n  isDefault\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "b48440f6d0844dfb7e45c9c987e11756";

export default node;
