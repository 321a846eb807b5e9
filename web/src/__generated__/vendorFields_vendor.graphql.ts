/**
 * @generated SignedSource<<524d9ce8c419fd44d1077d1de7d6faa2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type VendorStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type vendorFields_vendor$data = {
  readonly category: string;
  readonly contactEmail: string;
  readonly description: string;
  readonly fifteenYearFixedRate: number;
  readonly fiveOneArmRate: number;
  readonly foundedYear: number;
  readonly licenseNumber: string;
  readonly loanTypes: ReadonlyArray<string>;
  readonly minimumCreditScore: number;
  readonly name: string;
  readonly phoneNumber: string;
  readonly rating: number;
  readonly services: ReadonlyArray<string>;
  readonly status: VendorStatus;
  readonly thirtyYearFixedRate: number;
  readonly website: string;
  readonly " $fragmentType": "vendorFields_vendor";
};
export type vendorFields_vendor$key = {
  readonly " $data"?: vendorFields_vendor$data;
  readonly " $fragmentSpreads": FragmentRefs<"vendorFields_vendor">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "vendorFields_vendor"
};

(node as any).hash = "cf800d579577306bdeb5d4219b479130";

export default node;
