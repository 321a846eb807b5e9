import type { ContactInformationResolvers } from '../generated/resolvers.ts';
import { toGlobalId } from '../platform/relay/globalId.ts';

/** The contact information is one settings row: its global ID never changes. */
export const CONTACT_INFORMATION_ID = 'current';

export const ContactInformation: ContactInformationResolvers = {
  id: () => toGlobalId('ContactInformation', CONTACT_INFORMATION_ID),
};
