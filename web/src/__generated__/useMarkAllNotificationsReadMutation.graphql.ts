/**
 * @generated SignedSource<<81050f47a2f893389985580d9d49a71e>>
 * @relayHash 575642e4254723c23eb76d9b0d7326f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50373d86ef9385268f2c0863ca448f86147dbbb3bc24855f30a8e0b859e4ff21

import { ConcreteRequest } from 'relay-runtime';
export type useMarkAllNotificationsReadMutation$variables = Record<PropertyKey, never>;
export type useMarkAllNotificationsReadMutation$data = {
  readonly markAllNotificationsRead: {
    readonly markedCount: number;
    readonly message: string;
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly isRead: boolean;
      readonly readAt: string | null | undefined;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly unreadNotificationCount: number | null | undefined;
    };
  };
};
export type useMarkAllNotificationsReadMutation$rawResponse = {
  readonly markAllNotificationsRead: {
    readonly markedCount: number;
    readonly message: string;
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly isRead: boolean;
      readonly readAt: string | null | undefined;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly unreadNotificationCount: number | null | undefined;
    };
  };
};
export type useMarkAllNotificationsReadMutation = {
  rawResponse: useMarkAllNotificationsReadMutation$rawResponse;
  response: useMarkAllNotificationsReadMutation$data;
  variables: useMarkAllNotificationsReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "input",
        "value": {}
      }
    ],
    "concreteType": "MarkAllNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markAllNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "markedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notifications",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "readAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "markAllNotificationsRead(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "575642e4254723c23eb76d9b0d7326f2",
    "id": "50373d86ef9385268f2c0863ca448f86147dbbb3bc24855f30a8e0b859e4ff21",
    "metadata": {},
    "name": "useMarkAllNotificationsReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkAllNotificationsReadMutation {\n  markAllNotificationsRead(input: {}) {\n    message\n    markedCount\n    notifications {\n      id\n      isRead\n      readAt\n    }\n    viewer {\n      id\n      unreadNotificationCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "adda45c8f1c39891f06fae61180b3442";

export default node;
