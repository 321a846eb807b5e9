/**
 * @generated SignedSource<<0bafe62a279cb19a45723d1c43bac67f>>
 * @relayHash f31f5d478b231cd12e9f0a400a203947
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c808e69d42e905e19b0fc1743ffd85adc03ca46034dc813e94f0081f90c263af

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrainingVideoSection = "LENDERS" | "VENDORS" | "%future added value";
export type AddTrainingVideoInput = {
  company: string;
  description?: string | null | undefined;
  section: TrainingVideoSection;
  title: string;
  videoUrl: string;
};
export type useAddTrainingVideoMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AddTrainingVideoInput;
};
export type useAddTrainingVideoMutation$data = {
  readonly addTrainingVideo: {
    readonly message: string;
    readonly videoEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TrainingVideoCard_video">;
      };
    };
  };
};
export type useAddTrainingVideoMutation = {
  response: useAddTrainingVideoMutation$data;
  variables: useAddTrainingVideoMutation$variables;
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
  "name": "cursor",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddTrainingVideoMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AddTrainingVideoPayload",
        "kind": "LinkedField",
        "name": "addTrainingVideo",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TrainingVideoEdge",
            "kind": "LinkedField",
            "name": "videoEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TrainingVideo",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "TrainingVideoCard_video"
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
    "name": "useAddTrainingVideoMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AddTrainingVideoPayload",
        "kind": "LinkedField",
        "name": "addTrainingVideo",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TrainingVideoEdge",
            "kind": "LinkedField",
            "name": "videoEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TrainingVideo",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                    "name": "videoUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "company",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "videoEdge",
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
    "cacheID": "f31f5d478b231cd12e9f0a400a203947",
    "id": "c808e69d42e905e19b0fc1743ffd85adc03ca46034dc813e94f0081f90c263af",
    "metadata": {},
    "name": "useAddTrainingVideoMutation",
    "operationKind": "mutation",
    "text": "mutation useAddTrainingVideoMutation(\n  $input: AddTrainingVideoInput!\n) {\n  addTrainingVideo(input: $input) {\n    message\n    videoEdge {\n      cursor\n      node {\n        id\n        ...TrainingVideoCard_video\n      }\n    }\n  }\n}\n\nfragment TrainingVideoCard_video on TrainingVideo {\n  id\n  title\n  videoUrl\n  company\n  description\n}\n"
  }
};
})();

(node as any).hash = "e340cc603efb24dbf34f8bc999f026af";

export default node;
