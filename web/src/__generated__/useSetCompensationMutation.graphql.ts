/**
 * @generated SignedSource<<49c3b4353e2b25b5a73ef71d0ab11cc0>>
 * @relayHash 219dcf1813b62e0c109f7537d160117b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f567b690fdee39eaf4b4d57c9c3add2f8f6ffe991c5b21807aa7cf1c8a159053

import { ConcreteRequest } from 'relay-runtime';
export type SetCompensationInput = {
  compensationBps?: number | null | undefined;
  userId: string;
};
export type useSetCompensationMutation$variables = {
  input: SetCompensationInput;
};
export type useSetCompensationMutation$data = {
  readonly setCompensation: {
    readonly compensationBps: number;
    readonly message: string;
    readonly userId: string;
  };
};
export type useSetCompensationMutation = {
  response: useSetCompensationMutation$data;
  variables: useSetCompensationMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetCompensationPayload",
    "kind": "LinkedField",
    "name": "setCompensation",
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
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "compensationBps",
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
    "name": "useSetCompensationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetCompensationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "219dcf1813b62e0c109f7537d160117b",
    "id": "f567b690fdee39eaf4b4d57c9c3add2f8f6ffe991c5b21807aa7cf1c8a159053",
    "metadata": {},
    "name": "useSetCompensationMutation",
    "operationKind": "mutation",
    "text": "mutation useSetCompensationMutation(\n  $input: SetCompensationInput!\n) {\n  setCompensation(input: $input) {\n    message\n    userId\n    compensationBps\n  }\n}\n"
  }
};
})();

(node as any).hash = "7ab98c7d8de8a901543486191481a5c2";

export default node;
