import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { GatewayContext } from '../context.ts';
import { unauthenticated } from '../errors.ts';
import { withInputFieldNames } from '../fieldErrors.ts';
import { keysetCursor } from '../relay/connection.ts';
import { internalIntId, toGlobalId } from '../relay/globalId.ts';
import { imageRule, readUpload, toFormData, type FormValue } from '../uploads/files.ts';
import { parseInput } from '../validation.ts';
import * as adminApi from './adminApi.ts';
import { primeUser } from './adminQueries.ts';
import type { ApiUserProfile } from './profileTypes.ts';
import { updateProfileInputSchema } from './profileValidation.ts';

type MaybeUpload = Promise<FileUpload> | null | undefined;

/** Profile fields shared by the user inputs. */
interface ProfileInput {
  fullName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  department?: string | null;
  company?: string | null;
  languages?: string[] | null;
  statesLicensed?: string[] | null;
  twoFactorAuthentication?: boolean | null;
  linkedInProfile?: string | null;
  facebookProfile?: string | null;
  twitterProfile?: string | null;
  instagramProfile?: string | null;
  youTubeChannel?: string | null;
  personalWebsite?: string | null;
  avatar?: MaybeUpload;
}

/** API field names → GraphQL input names, for BAD_USER_INPUT `fields`. */
const USER_FIELDS = { emailAddress: 'email', role: 'roleId', File: 'avatar' };
const REGISTRATION_FIELDS = { role: 'roleId', File: 'avatar' };

/** The multipart fields of spec §7 UpdateUser (PascalCase). An omitted input field is not sent. */
function userFormFields(input: ProfileInput): Record<string, FormValue> {
  // A null list means "none": sent as '' so the API clears it.
  const list = (value: string[] | null | undefined) => (value === null ? [] : value);
  return {
    FullName: input.fullName,
    EmailAddress: input.email,
    PhoneNumber: input.phoneNumber,
    Department: input.department,
    Company: input.company,
    Languages: list(input.languages),
    StatesLicensed: list(input.statesLicensed),
    TwoFactorAuthentication: input.twoFactorAuthentication ?? undefined,
    LinkedInProfile: input.linkedInProfile,
    FacebookProfile: input.facebookProfile,
    TwitterProfile: input.twitterProfile,
    InstagramProfile: input.instagramProfile,
    YouTubeChannel: input.youTubeChannel,
    PersonalWebsite: input.personalWebsite,
  };
}

function viewerIdOf(context: GatewayContext): number {
  if (!context.viewer) throw unauthenticated();
  return context.viewer.userId;
}

async function saveUser(context: GatewayContext, fields: Record<string, FormValue>, avatar: MaybeUpload): Promise<ApiUserProfile> {
  const file = await readUpload(avatar, imageRule('avatar'));
  const user = await withInputFieldNames(adminApi.updateUser(context.api, toFormData(fields, { File: file })), USER_FIELDS);
  primeUser(context, user);
  return user;
}

export const userAdminMutations = {
  async createUser(_parent: unknown, args: { input: ProfileInput & { roleId: string; password: string } }, context: GatewayContext) {
    const { input } = args;
    const roleId = internalIntId(input.roleId, 'UserRole', 'roleId');
    const file = await readUpload(input.avatar, imageRule('avatar'));
    const form = toFormData({ ...userFormFields(input), Role: roleId, Password: input.password }, { File: file });
    const user = await withInputFieldNames(adminApi.createUser(context.api, form), USER_FIELDS);
    primeUser(context, user);
    return { userEdge: { cursor: keysetCursor(user.userId), node: user }, user, message: 'User created successfully' };
  },

  async updateUser(_parent: unknown, args: { input: ProfileInput & { userId: string; roleId?: string | null; password?: string | null } }, context: GatewayContext) {
    const { input } = args;
    const userId = internalIntId(input.userId, 'User', 'userId');
    const roleId = input.roleId ? internalIntId(input.roleId, 'UserRole', 'roleId') : undefined;
    const user = await saveUser(context, { UserId: userId, ...userFormFields(input), Role: roleId, Password: input.password ?? undefined }, input.avatar);
    return { user, message: 'User updated successfully' };
  },

  async updateProfile(_parent: unknown, args: { input: ProfileInput }, context: GatewayContext) {
    const userId = viewerIdOf(context);
    parseInput(updateProfileInputSchema, args.input);
    const user = await saveUser(context, { UserId: userId, ...userFormFields(args.input) }, args.input.avatar);
    return { user, message: 'Profile updated successfully' };
  },

  async updatePassword(_parent: unknown, args: { input: { currentPassword: string; newPassword: string; confirmPassword?: string | null } }, context: GatewayContext) {
    const userId = viewerIdOf(context);
    const { currentPassword, newPassword, confirmPassword } = args.input;
    await adminApi.updatePassword(context.api, userId, { currentPassword, newPassword, confirmPassword: confirmPassword ?? undefined });
    return { user: await context.loaders.userById.load(userId), message: 'Password updated successfully' };
  },

  async deleteUser(_parent: unknown, args: { input: { userId: string } }, context: GatewayContext) {
    const userId = internalIntId(args.input.userId, 'User', 'userId');
    await adminApi.deleteUser(context.api, userId);
    context.loaders.userById.clear(userId);
    context.loaders.userProfileById.clear(userId);
    return { deletedUserId: toGlobalId('User', userId), message: 'User deleted successfully' };
  },

  async sendInvite(_parent: unknown, args: { input: { fullName: string; email: string; roleId: string } }, context: GatewayContext) {
    const { input } = args;
    const role = internalIntId(input.roleId, 'UserRole', 'roleId');
    const sent = await withInputFieldNames(adminApi.sendInvite(context.api, { FullName: input.fullName, EmailAddress: input.email, Role: role }), USER_FIELDS);
    const message = sent.emailSent ? 'Invitation sent successfully' : 'Invitation created: e-mail is not configured, so share the registration link';
    return { invitation: sent, registrationLink: sent.registrationLink, emailSent: sent.emailSent, message };
  },

  async completeRegistration(
    _parent: unknown,
    args: {
      input: Omit<ProfileInput, 'fullName' | 'twoFactorAuthentication'> & {
        token: string;
        firstName: string;
        lastName: string;
        password: string;
        confirmPassword: string;
        roleId: string;
      };
    },
    context: GatewayContext,
  ) {
    const { input } = args;
    const role = internalIntId(input.roleId, 'UserRole', 'roleId');
    const file = await readUpload(input.avatar, imageRule('avatar'));
    const form = toFormData(
      {
        token: input.token,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        password: input.password,
        confirmPassword: input.confirmPassword,
        company: input.company,
        role,
        department: input.department,
        linkedInProfile: input.linkedInProfile,
        facebookProfile: input.facebookProfile,
        twitterProfile: input.twitterProfile,
        instagramProfile: input.instagramProfile,
        youTubeChannel: input.youTubeChannel,
        personalWebsite: input.personalWebsite,
        statesLicensed: input.statesLicensed ?? [],
        languages: input.languages ?? [],
      },
      { File: file },
    );
    const registered = await withInputFieldNames(adminApi.completeRegistration(context.api, form), REGISTRATION_FIELDS);
    return { email: registered.emailAddress, fullName: registered.fullName, message: 'Registration successful!' };
  },
};
