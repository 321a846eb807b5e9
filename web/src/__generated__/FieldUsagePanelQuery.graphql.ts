/**
 * @generated SignedSource<<127289cb323d9dde91653f3d7a62025d>>
 * @relayHash b5f2c85d2fecd3b56f376f5f8d2cb43e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45b04c9a122c14a3d8c7d9dcefdb790b34c7a843df33e11d97b54ce39a623541

import { ConcreteRequest } from 'relay-runtime';
export type FieldUsagePanelQuery$variables = {
  coordinate: string;
  days: number;
  prefix: boolean;
};
export type FieldUsagePanelQuery$data = {
  readonly fieldUsage: ReadonlyArray<{
    readonly clientName: string;
    readonly clientVersion: string;
    readonly coordinate: string;
    readonly firstDay: string;
    readonly lastDay: string;
    readonly operations: number;
  }>;
};
export type FieldUsagePanelQuery = {
  response: FieldUsagePanelQuery$data;
  variables: FieldUsagePanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "coordinate"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "days"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "prefix"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "coordinate",
        "variableName": "coordinate"
      },
      {
        "kind": "Variable",
        "name": "days",
        "variableName": "days"
      },
      {
        "kind": "Variable",
        "name": "prefix",
        "variableName": "prefix"
      }
    ],
    "concreteType": "FieldUsage",
    "kind": "LinkedField",
    "name": "fieldUsage",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientVersion",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "coordinate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "operations",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "firstDay",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastDay",
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
    "name": "FieldUsagePanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FieldUsagePanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b5f2c85d2fecd3b56f376f5f8d2cb43e",
    "id": "45b04c9a122c14a3d8c7d9dcefdb790b34c7a843df33e11d97b54ce39a623541",
    "metadata": {},
    "name": "FieldUsagePanelQuery",
    "operationKind": "query",
    "text": "query FieldUsagePanelQuery(\n  $coordinate: String!\n  $days: Int!\n  $prefix: Boolean!\n) {\n  fieldUsage(coordinate: $coordinate, days: $days, prefix: $prefix) {\n    clientName\n    clientVersion\n    coordinate\n    operations\n    firstDay\n    lastDay\n  }\n}\n"
  }
};
})();

(node as any).hash = "bf4c38ce69d70b57a830fc7e3aed8828";

export default node;
