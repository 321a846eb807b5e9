import { graphql, readInlineData } from 'react-relay/hooks';
import type { vendorFields_vendor$data, vendorFields_vendor$key } from '../../__generated__/vendorFields_vendor.graphql';

/* eslint-disable relay/unused-fields -- read where vendorFieldsOf is called: the form, the details dialog, the CSV export */
/** A vendor's own fields (spec §3), the ones its form edits. */
const fragment = graphql`
  fragment vendorFields_vendor on Vendor @inline {
    name
    category
    description
    contactEmail
    phoneNumber
    website
    status
    foundedYear
    licenseNumber
    loanTypes
    services
    minimumCreditScore
    thirtyYearFixedRate
    fifteenYearFixedRate
    fiveOneArmRate
    rating
  }
`;
/* eslint-enable relay/unused-fields */

export type VendorFields = vendorFields_vendor$data;

/** The vendor's own fields, from a fragment or query that spreads vendorFields_vendor. */
export function vendorFieldsOf(vendor: vendorFields_vendor$key): VendorFields {
  return readInlineData(fragment, vendor);
}
