/**
 * @generated SignedSource<<7aec532d584513f04e62f91d471649d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LenderForm_lender$data = {
  readonly channelLinks: ReadonlyArray<{
    readonly link: string;
    readonly name: string;
  }>;
  readonly contact: {
    readonly email: string | null | undefined;
    readonly name: string | null | undefined;
    readonly phone: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly lenderNiche: string | null | undefined;
  readonly logoUrl: string | null | undefined;
  readonly name: string;
  readonly overlays: string | null | undefined;
  readonly profileImageUrl: string | null | undefined;
  readonly programs: {
    readonly nonQmPrograms: ReadonlyArray<string>;
    readonly productOffer: ReadonlyArray<string>;
    readonly qmPrograms: ReadonlyArray<string>;
    readonly uniquePropertyType: ReadonlyArray<string>;
  };
  readonly rating: number | null | undefined;
  readonly shortDescription: string | null | undefined;
  readonly userRole: {
    readonly id: string;
  } | null | undefined;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "LenderForm_lender";
};
export type LenderForm_lender$key = {
  readonly " $data"?: LenderForm_lender$data;
  readonly " $fragmentSpreads": FragmentRefs<"LenderForm_lender">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LenderForm_lender",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lenderNiche",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overlays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profileImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LenderContact",
      "kind": "LinkedField",
      "name": "contact",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserRole",
      "kind": "LinkedField",
      "name": "userRole",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChannelLink",
      "kind": "LinkedField",
      "name": "channelLinks",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "link",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LenderPrograms",
      "kind": "LinkedField",
      "name": "programs",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "qmPrograms",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nonQmPrograms",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productOffer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uniquePropertyType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lender",
  "abstractKey": null
};
})();

(node as any).hash = "8e39681e7af80e671f154e87b0f27e2d";

export default node;
