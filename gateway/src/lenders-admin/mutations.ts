import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { GatewayContext } from '../context.ts';
import { badUserInput } from '../errors.ts';
import { withInputFieldNames } from '../fieldErrors.ts';
import { primeLender } from '../lenders/loaders.ts';
import { offsetCursor } from '../relay/connection.ts';
import { internalIntId, toGlobalId } from '../relay/globalId.ts';
import { imageRule, readUpload, toFormData, type FormValue } from '../uploads/files.ts';
import * as adminApi from './api.ts';
import type { ApiAdminLender } from './api.ts';

type MaybeUpload = Promise<FileUpload> | null | undefined;

interface LenderInput {
  companyTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleId: string;
  website: string;
  rating?: number | null;
  shortDescription?: string | null;
  lenderNiche?: string | null;
  overlays?: string | null;
  channelLinks?: { name: string; link: string }[] | null;
  programs?: { programId: number; programTypes: string[] }[] | null;
  profileImage?: MaybeUpload;
  companyLogo?: MaybeUpload;
}

/** API field names → GraphQL input names (the API names list entries `channelLinks.0.name`, `programs.0.programTypes.1`). */
const LENDER_FIELDS = { role: 'roleId', ProfileImage: 'profileImage', CompanyLogo: 'companyLogo' };

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
    ChannelLinksJson: input.channelLinks?.length ? JSON.stringify(input.channelLinks.map(({ name, link }) => ({ Name: name, Link: link }))) : undefined,
    ProgramsJson: JSON.stringify((input.programs ?? []).map(({ programId, programTypes }) => ({ ProgramId: programId, ProgramTypes: programTypes }))),
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

function remember(context: GatewayContext, lender: ApiAdminLender): ApiAdminLender {
  context.loaders.lenderById.clear(String(lender.id)).clear(lender.slug);
  primeLender(context.loaders.lenderById, lender);
  return lender;
}

export const lenderAdminMutations = {
  async createLender(_parent: unknown, args: { input: LenderInput & { password: string } }, context: GatewayContext) {
    const { input } = args;
    const form = toFormData({ ...lenderForm(input), Password: input.password }, await images(input));
    const lender = remember(context, await withInputFieldNames(adminApi.createLender(context.api, form), LENDER_FIELDS));
    return { lenderEdge: { cursor: offsetCursor(0), node: lender }, lender, message: 'Lender created successfully!' };
  },

  async updateLender(_parent: unknown, args: { input: LenderInput & { lenderId: string } }, context: GatewayContext) {
    const { input } = args;
    const lenderId = internalIntId(input.lenderId, 'Lender', 'lenderId');
    const form = toFormData({ LenderId: lenderId, ...lenderForm(input) }, await images(input));
    const lender = remember(context, await withInputFieldNames(adminApi.updateLender(context.api, form), LENDER_FIELDS));
    return { lender, message: 'Lender updated successfully!' };
  },

  async deleteLender(_parent: unknown, args: { input: { lenderId: string } }, context: GatewayContext) {
    const lenderId = internalIntId(args.input.lenderId, 'Lender', 'lenderId');
    await adminApi.deleteLender(context.api, lenderId);
    context.loaders.lenderById.clear(String(lenderId));
    return { deletedLenderId: toGlobalId('Lender', lenderId), message: 'Lender deleted successfully' };
  },
};
