/**
 * @generated SignedSource<<64ddb11452736f73d778fd1dccb59733>>
 * @relayHash 4384a5142515ea50b85878759f53e770
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 603abb1fe21c0d490a2534d440d039038f79352c65a5fd66d54e986dff68d756

import { ConcreteRequest } from 'relay-runtime';
export type NotificationMenuSubscription$variables = Record<PropertyKey, never>;
export type NotificationMenuSubscription$data = {
  readonly viewerNotifications: {
    readonly unreadCount: number;
  };
};
export type NotificationMenuSubscription = {
  response: NotificationMenuSubscription$data;
  variables: NotificationMenuSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ViewerNotificationsEvent",
    "kind": "LinkedField",
    "name": "viewerNotifications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationMenuSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationMenuSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "4384a5142515ea50b85878759f53e770",
    "id": "603abb1fe21c0d490a2534d440d039038f79352c65a5fd66d54e986dff68d756",
    "metadata": {},
    "name": "NotificationMenuSubscription",
    "operationKind": "subscription",
    "text": "subscription NotificationMenuSubscription {\n  viewerNotifications {\n    unreadCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ca3e2d5e2d453767bbd5177324c1162";

export default node;
