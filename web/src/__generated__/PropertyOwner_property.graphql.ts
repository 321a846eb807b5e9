/**
 * @generated SignedSource<<6e56038d7d5be9bc649b31d7d5bb71cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PropertyOwner_property$data = {
  readonly owner: {
    readonly absenteeOwner: boolean | null | undefined;
    readonly mailingAddress: string | null | undefined;
    readonly name: string | null | undefined;
    readonly ownerType: string | null | undefined;
  };
  readonly " $fragmentType": "PropertyOwner_property";
};
export type PropertyOwner_property$key = {
  readonly " $data"?: PropertyOwner_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"PropertyOwner_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PropertyOwner_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PropertyOwner",
      "kind": "LinkedField",
      "name": "owner",
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
          "name": "mailingAddress",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ownerType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "absenteeOwner",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "0539c17b43ee003e813a0ee3ac383e12";

export default node;
