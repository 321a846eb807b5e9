/**
 * @generated SignedSource<<cc618b4790eaf7a951eb666b4c237977>>
 * @relayHash 7f189aef2dc0334868f014e392f58046
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 163271205d173c1745712fca22a7eeff4511e97d2f1b53d2c6d05daf6951257a

import { ConcreteRequest } from 'relay-runtime';
export type DeleteVendorInput = {
  vendorId: string;
};
export type useDeleteVendorMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteVendorInput;
};
export type useDeleteVendorMutation$data = {
  readonly deleteVendor: {
    readonly deletedVendorId: string;
    readonly message: string;
  };
};
export type useDeleteVendorMutation = {
  response: useDeleteVendorMutation$data;
  variables: useDeleteVendorMutation$variables;
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
  "name": "deletedVendorId",
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
    "name": "useDeleteVendorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteVendorPayload",
        "kind": "LinkedField",
        "name": "deleteVendor",
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
    "name": "useDeleteVendorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteVendorPayload",
        "kind": "LinkedField",
        "name": "deleteVendor",
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
            "name": "deletedVendorId",
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
    "cacheID": "7f189aef2dc0334868f014e392f58046",
    "id": "163271205d173c1745712fca22a7eeff4511e97d2f1b53d2c6d05daf6951257a",
    "metadata": {},
    "name": "useDeleteVendorMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteVendorMutation(\n  $input: DeleteVendorInput!\n) {\n  deleteVendor(input: $input) {\n    message\n    deletedVendorId\n  }\n}\n"
  }
};
})();

(node as any).hash = "d41458a6855032f04b1720a28012c16f";

export default node;
