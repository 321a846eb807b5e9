/**
 * @generated SignedSource<<41634d326ef9d732ff7109549cb65987>>
 * @relayHash d9563263428fe0e4599916a2a289a4b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9330a2cc3ec7f8b44519264fd930eb55602c78f300dfaa51c2b29bd8b801efe4

import { ConcreteRequest } from 'relay-runtime';
export type DeleteMarketplaceEventInput = {
  eventId: string;
};
export type useDeleteMarketplaceEventMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteMarketplaceEventInput;
};
export type useDeleteMarketplaceEventMutation$data = {
  readonly deleteMarketplaceEvent: {
    readonly deletedEventId: string;
    readonly message: string;
  };
};
export type useDeleteMarketplaceEventMutation = {
  response: useDeleteMarketplaceEventMutation$data;
  variables: useDeleteMarketplaceEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedEventId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteMarketplaceEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteMarketplaceEventPayload",
        "kind": "LinkedField",
        "name": "deleteMarketplaceEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteMarketplaceEventMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteMarketplaceEventPayload",
        "kind": "LinkedField",
        "name": "deleteMarketplaceEvent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedEventId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d9563263428fe0e4599916a2a289a4b3",
    "id": "9330a2cc3ec7f8b44519264fd930eb55602c78f300dfaa51c2b29bd8b801efe4",
    "metadata": {},
    "name": "useDeleteMarketplaceEventMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteMarketplaceEventMutation(\n  $input: DeleteMarketplaceEventInput!\n) {\n  deleteMarketplaceEvent(input: $input) {\n    message\n    deletedEventId\n  }\n}\n"
  }
};
})();

(node as any).hash = "d4a073c174aa61809892ec95e0e58550";

export default node;
