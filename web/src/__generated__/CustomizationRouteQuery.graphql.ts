/**
 * @generated SignedSource<<91679ff2a0fc53e32a9c8be4a3c121ba>>
 * @relayHash d6559cdc37d51e33da01003b53ba198b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d382ff88e0f505e99b332a8f2de5468a79e491c295af3698731fff7d19bc4de3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CustomizationRouteQuery$variables = Record<PropertyKey, never>;
export type CustomizationRouteQuery$data = {
  readonly viewer: {
    readonly uiSettings: {
      readonly " $fragmentSpreads": FragmentRefs<"CustomizationForm_settings">;
    } | null | undefined;
  } | null | undefined;
};
export type CustomizationRouteQuery = {
  response: CustomizationRouteQuery$data;
  variables: CustomizationRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CustomizationRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CustomizationRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d6559cdc37d51e33da01003b53ba198b",
    "id": "d382ff88e0f505e99b332a8f2de5468a79e491c295af3698731fff7d19bc4de3",
    "metadata": {},
    "name": "CustomizationRouteQuery",
    "operationKind": "query",
    "text": "query CustomizationRouteQuery {\n  viewer {\n    uiSettings {\n      ...CustomizationForm_settings\n      id\n    }\n    id\n  }\n}\n\nfragment CustomizationForm_settings on UiSettings {\n  colorScheme\n  fontSize\n  darkMode\n  collapsedSidebar\n  animations\n  isDefault\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "da613e3470902acf4a04f7c8b0ca73f7";

export default node;
