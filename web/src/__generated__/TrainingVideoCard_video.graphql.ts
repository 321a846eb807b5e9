/**
 * @generated SignedSource<<e18ad258d24f3669cb344943b031a26a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrainingVideoCard_video$data = {
  readonly company: string;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly title: string;
  readonly videoUrl: string;
  readonly " $fragmentType": "TrainingVideoCard_video";
};
export type TrainingVideoCard_video$key = {
  readonly " $data"?: TrainingVideoCard_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrainingVideoCard_video">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrainingVideoCard_video",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
  "type": "TrainingVideo",
  "abstractKey": null
};

(node as any).hash = "96d3e109fbcc0f7085df37249ac13559";

export default node;
