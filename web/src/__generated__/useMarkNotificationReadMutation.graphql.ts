/**
 * @generated SignedSource<<26dd2153a347ab8a9532018a883de146>>
 * @relayHash 232da36b7a8391311ae7224e69dff12b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c47b99dbbd38f8fd56bf8a4d627444fb9fa2f7224269de78d2674f10ee7c8b97

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationReadInput = {
  notificationId: string;
};
export type useMarkNotificationReadMutation$variables = {
  input: MarkNotificationReadInput;
};
export type useMarkNotificationReadMutation$data = {
  readonly markNotificationRead: {
    readonly message: string;
    readonly notification: {
      readonly id: string;
      readonly isRead: boolean;
      readonly readAt: string | null | undefined;
    };
    readonly viewer: {
      readonly id: string;
      readonly unreadNotificationCount: number | null | undefined;
    };
  };
};
export type useMarkNotificationReadMutation$rawResponse = {
  readonly markNotificationRead: {
    readonly message: string;
    readonly notification: {
      readonly id: string;
      readonly isRead: boolean;
      readonly readAt: string | null | undefined;
    };
    readonly viewer: {
      readonly id: string;
      readonly unreadNotificationCount: number | null | undefined;
    };
  };
};
export type useMarkNotificationReadMutation = {
  rawResponse: useMarkNotificationReadMutation$rawResponse;
  response: useMarkNotificationReadMutation$data;
  variables: useMarkNotificationReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MarkNotificationReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationRead",
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
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notification",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkNotificationReadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "232da36b7a8391311ae7224e69dff12b",
    "id": "c47b99dbbd38f8fd56bf8a4d627444fb9fa2f7224269de78d2674f10ee7c8b97",
    "metadata": {},
    "name": "useMarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkNotificationReadMutation(\n  $input: MarkNotificationReadInput!\n) {\n  markNotificationRead(input: $input) {\n    message\n    notification {\n      id\n      isRead\n      readAt\n    }\n    viewer {\n      id\n      unreadNotificationCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b866b9179ad9d658b4d026ef57cb6041";

export default node;
