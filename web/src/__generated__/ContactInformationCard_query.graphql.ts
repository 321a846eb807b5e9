/**
 * @generated SignedSource<<28eed15a5e7c66166fd40eb5e67bc23c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactInformationCard_query$data = {
  readonly contactInformation: {
    readonly email: string;
    readonly liveChatAvailability: string;
    readonly phone: string;
    readonly supportHours: string;
  };
  readonly " $fragmentType": "ContactInformationCard_query";
};
export type ContactInformationCard_query$key = {
  readonly " $data"?: ContactInformationCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactInformationCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactInformationCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ContactInformation",
      "kind": "LinkedField",
      "name": "contactInformation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "supportHours",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "liveChatAvailability",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4bc86e36f68c9c0f466060d91abf6718";

export default node;
