/**
 * @generated SignedSource<<c4ad99b901f9333fc32c4a2a4b183768>>
 * @relayHash cfce58036b5ae6d9d0b00bff7b134a7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2fed50d3e14b154969d62985189cbb3a61bc162a6d2429bd0678f668efba709

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShellQuery$variables = {
  notificationCount: number;
};
export type ShellQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"UiSettingsSync_viewer" | "ViewerAvatar_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationMenu_query">;
};
export type ShellQuery = {
  response: ShellQuery$data;
  variables: ShellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "notificationCount"
  }
],
v1 = {
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
    "name": "ShellQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "UiSettingsSync_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ViewerAvatar_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "notificationCount"
          }
        ],
        "kind": "FragmentSpread",
        "name": "NotificationMenu_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShellQuery",
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
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
            "name": "avatarUrl",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "notificationCount"
          }
        ],
        "concreteType": "NotificationConnection",
        "kind": "LinkedField",
        "name": "notifications",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "NotificationEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Notification",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "body",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "link",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isRead",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  }
                ],
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
    "cacheID": "cfce58036b5ae6d9d0b00bff7b134a7f",
    "id": "b2fed50d3e14b154969d62985189cbb3a61bc162a6d2429bd0678f668efba709",
    "metadata": {},
    "name": "ShellQuery",
    "operationKind": "query",
    "text": "query ShellQuery(\n  $notificationCount: Int!\n) {\n  viewer {\n    ...UiSettingsSync_viewer\n    ...ViewerAvatar_viewer\n    id\n  }\n  ...NotificationMenu_query_2duWY6\n}\n\nfragment NotificationMenuItem_notification on Notification {\n  ...useNotification_notification\n}\n\nfragment NotificationMenu_query_2duWY6 on Query {\n  viewer {\n    id\n    unreadNotificationCount\n  }\n  notifications(first: $notificationCount) {\n    edges {\n      node {\n        id\n        ...NotificationMenuItem_notification\n      }\n    }\n  }\n}\n\nfragment UiSettingsSync_viewer on User {\n  uiSettings {\n    colorScheme\n    fontSize\n    darkMode\n    collapsedSidebar\n    animations\n    id\n  }\n}\n\nfragment ViewerAvatar_viewer on User {\n  fullName\n  avatarUrl\n}\n\nfragment useNotification_notification on Notification {\n  id\n  kind\n  title\n  body\n  link\n  isRead\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "4368d91a18d33421812efef2ef6861c7";

export default node;
