/**
 * @generated SignedSource<<b7663b17ccabed388f20c0da5a7f3a57>>
 * @relayHash 31d602ecd3785d28c0014200b92379bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e19a0c65d815aa05ea8cae0c6776a7553e24677d6cade0a41124fcac31f6bee

import { ConcreteRequest } from 'relay-runtime';
export type ColorScheme = "BLUE" | "DEFAULT" | "GREEN" | "PURPLE" | "RED" | "%future added value";
export type UiSettingsSyncQuery$variables = Record<PropertyKey, never>;
export type UiSettingsSyncQuery$data = {
  readonly viewer: {
    readonly uiSettings: {
      readonly animations: boolean;
      readonly collapsedSidebar: boolean;
      readonly colorScheme: ColorScheme;
      readonly darkMode: boolean;
      readonly fontSize: number;
    } | null | undefined;
  } | null | undefined;
};
export type UiSettingsSyncQuery = {
  response: UiSettingsSyncQuery$data;
  variables: UiSettingsSyncQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "colorScheme",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fontSize",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "darkMode",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "collapsedSidebar",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "animations",
  "storageKey": null
},
v5 = {
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
    "name": "UiSettingsSyncQuery",
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
    "name": "UiSettingsSyncQuery",
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "31d602ecd3785d28c0014200b92379bb",
    "id": "4e19a0c65d815aa05ea8cae0c6776a7553e24677d6cade0a41124fcac31f6bee",
    "metadata": {},
    "name": "UiSettingsSyncQuery",
    "operationKind": "query",
    "text": "query UiSettingsSyncQuery {\n  viewer {\n    uiSettings {\n      colorScheme\n      fontSize\n      darkMode\n      collapsedSidebar\n      animations\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c023142b9291deb0746ca172f8cfc0c1";

export default node;
