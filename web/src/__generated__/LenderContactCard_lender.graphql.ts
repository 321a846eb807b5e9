/**
 * @generated SignedSource<<cb2c9c8e7a393e09793a22c19fce457b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderContactCard_lender$data = {
  readonly contact: {
    readonly email: string | null | undefined;
    readonly name: string | null | undefined;
    readonly phone: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "LenderContactCard_lender";
};
export type LenderContactCard_lender$key = {
  readonly " $data"?: LenderContactCard_lender$data;
  readonly " $fragmentSpreads": FragmentRefs<"LenderContactCard_lender">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LenderContactCard_lender",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LenderContact",
      "kind": "LinkedField",
      "name": "contact",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lender",
  "abstractKey": null
};

(node as any).hash = "7b5889b4be6e48966b26a811803d7b6b";

export default node;
