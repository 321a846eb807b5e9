/**
 * @generated SignedSource<<fc4a217e2bb8001bd3c1b832ffc73aeb>>
 * @relayHash 6e9bbcc614ac1c6227982aae9917673b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7de6f48fd60ec90f6ff39e58c961ed266c098d20310f695f7a634fc257a1c2ab

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResetUiSettingsInput = {
  clientMutationId?: string | null | undefined;
};
export type useResetUiSettingsMutation$variables = {
  input: ResetUiSettingsInput;
};
export type useResetUiSettingsMutation$data = {
  readonly resetUiSettings: {
    readonly message: string;
    readonly uiSettings: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CustomizationForm_settings">;
    };
  };
};
export type useResetUiSettingsMutation = {
  response: useResetUiSettingsMutation$data;
  variables: useResetUiSettingsMutation$variables;
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
    "name": "useResetUiSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResetUiSettingsPayload",
        "kind": "LinkedField",
        "name": "resetUiSettings",
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
    "name": "useResetUiSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResetUiSettingsPayload",
        "kind": "LinkedField",
        "name": "resetUiSettings",
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
    "cacheID": "6e9bbcc614ac1c6227982aae9917673b",
    "id": "7de6f48fd60ec90f6ff39e58c961ed266c098d20310f695f7a634fc257a1c2ab",
    "metadata": {},
    "name": "useResetUiSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useResetUiSettingsMutation(\n  $input: ResetUiSettingsInput!\n) {\n  resetUiSettings(input: $input) {\n    message\n    uiSettings {\n      id\n      ...CustomizationForm_settings\n    }\n  }\n}\n\nfragment CustomizationForm_settings on UiSettings {\n  colorScheme\n  fontSize\n  darkMode\n  collapsedSidebar\n  animations\n  isDefault\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "bf22416ea075eb3c60b29e63c752dd48";

export default node;
