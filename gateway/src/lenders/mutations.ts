import { lenderRoutes, type LenderDto } from '@lendhub/domain/rest/lenders';
import type { GatewayContext } from '../context.ts';
import type { ApiAnswer } from '../datasources/api.ts';
import { badUserInput } from '../platform/errors/errors.ts';
import { inputFieldNames, withInputFieldNames } from '../platform/errors/fieldErrors.ts';
import type { CreateLenderInput, MutationResolvers, UpdateLenderInput } from '../generated/resolvers.ts';
import { offsetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import { imageRule, readUpload, toFormData, type FormValue } from '../platform/uploads/files.ts';
import * as lendersApi from './api.ts';
import { primeLender } from './loaders.ts';
import { deletionPayload } from '../platform/graphql/payloads.ts';

/** API field names → GraphQL input names (the API names list entries `channelLinks.0.name`, `programs.0.programTypes.1`). */
const LENDER_FIELDS = inputFieldNames(lenderRoutes.update, { role: 'roleId', ProfileImage: 'profileImage', CompanyLogo: 'companyLogo' });

type LenderInput = CreateLenderInput | UpdateLenderInput;

/** The multipart fields of spec §3 "Lender form submission" (PascalCase, JSON lists as text). */
function lenderForm(input: LenderInput): Record<string, FormValue> {
  return {
    CompanyTitle: input.companyTitle,
    FirstName: input.firstName,
    LastName: input.lastName,
    Email: input.email,
    Phone: input.phone,
    Role: roleIdOf(input.roleId),
    Website: input.website,
    Rating: input.rating ?? undefined,
    ShortDescription: input.shortDescription ?? undefined,
    LenderNiche: input.lenderNiche ?? undefined,
    Overlays: input.overlays ?? undefined,
    // Spec §3: channel links are sent only when non-empty.
    ChannelLinksJson: input.channelLinks?.length
      ? JSON.stringify(input.channelLinks.map(({ name, link }) => ({ Name: name, Link: link })))
      : undefined,
    ProgramsJson: JSON.stringify(
      (input.programs ?? []).map(({ programId, programTypes }) => ({ ProgramId: programId, ProgramTypes: programTypes })),
    ),
  };
}

/** An empty role is the form's "nothing chosen": the spec's message, not a malformed-ID error. */
function roleIdOf(roleId: string): number {
  if (!roleId.trim()) throw badUserInput('Please select role!', { roleId: 'Please select role!' });
  return internalIntId(roleId, 'UserRole', 'roleId');
}

async function images(input: LenderInput) {
  return {
    ProfileImage: await readUpload(input.profileImage, imageRule('profileImage')),
    CompanyLogo: await readUpload(input.companyLogo, imageRule('companyLogo')),
  };
}

async function saved(context: GatewayContext, write: Promise<ApiAnswer<LenderDto>>): Promise<{ lender: LenderDto; message: string }> {
  const { data: lender, message } = await withInputFieldNames(write, LENDER_FIELDS);
  primeLender(context, lender);
  return { lender, message };
}

export const lenderMutations: MutationResolvers = {
  async createLender(_parent, { input }, context) {
    const form = toFormData({ ...lenderForm(input), Password: input.password }, await images(input));
    const { lender, message } = await saved(context, lendersApi.createLender(context.api, form));
    return { lenderEdge: { cursor: offsetCursor(0), node: lender }, lender, message };
  },

  async updateLender(_parent, { input }, context) {
    const lenderId = internalIntId(input.lenderId, 'Lender', 'lenderId');
    const form = toFormData({ LenderId: lenderId, ...lenderForm(input) }, await images(input));
    return saved(context, lendersApi.updateLender(context.api, form));
  },

  deleteLender(_parent, { input }, context) {
    const lenderId = internalIntId(input.lenderId, 'Lender', 'lenderId');
    context.loaders.lenderById.clear(String(lenderId));
    return deletionPayload('deletedLenderId', 'Lender', lenderId, lendersApi.deleteLender(context.api, lenderId));
  },
};
