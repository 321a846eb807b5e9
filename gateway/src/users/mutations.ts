import type { PublicProfileDto, UserSeenDto } from '@lendhub/domain/rest/users';
import { roleFromName } from '../platform/auth/roles.ts';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { requireViewer } from '../platform/auth/viewer.ts';
import type { GatewayContext } from '../context.ts';
import { withInputFieldNames } from '../platform/errors/fieldErrors.ts';
import type { MutationResolvers, UpdateProfileInput } from '../generated/resolvers.ts';
import { keysetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import { imageRule, readUpload, toFormData, type FormValue } from '../platform/uploads/files.ts';
import { parseInput } from '../platform/graphql/validation.ts';
import * as usersApi from './api.ts';
import { existingUser, primeUser } from './loaders.ts';
import { loginInputSchema, updateProfileInputSchema } from './validation.ts';
import { throttledSignIn } from '../platform/auth/signInThrottle.ts';
import { deletionPayload } from '../platform/graphql/payloads.ts';

/** API field names → GraphQL input names, for BAD_USER_INPUT `fields`. */
export const USER_FIELDS = { emailAddress: 'email', role: 'roleId', File: 'avatar' };

/** The multipart fields of spec §7 UpdateUser (PascalCase) that every user form shares. An omitted input field is not sent. */
function userFormFields(input: UpdateProfileInput): Record<string, FormValue> {
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
    JobTitle: input.jobTitle,
    Location: input.location,
    // null clears 'Reports to' (sent as '').
    ManagerId: input.managerId === null ? '' : input.managerId ? internalIntId(input.managerId, 'User', 'managerId') : undefined,
  };
}

async function saveUser(
  context: GatewayContext,
  fields: Record<string, FormValue>,
  avatar: Promise<FileUpload> | null | undefined,
): Promise<{ user: UserSeenDto; message: string }> {
  const file = await readUpload(avatar, imageRule('avatar'));
  const { data: user, message } = await withInputFieldNames(
    usersApi.updateUser(context.api, toFormData(fields, { File: file })),
    USER_FIELDS,
  );
  primeUser(context, user);
  // The name, company or avatar the session check kept for this user is out of date on every gateway.
  context.forgetProfile(user.userId);
  return { user, message };
}

/** The user read again after a change the API answered without them (the 2FA flag moved). */
function freshUser(context: GatewayContext, userId: number): Promise<PublicProfileDto> {
  context.loaders.userById.clear(userId);
  context.loaders.userProfileById.clear(userId);
  return existingUser(context, userId);
}

export const userMutations: MutationResolvers = {
  async login(_parent, args, context) {
    const input = parseInput(loginInputSchema, args.input);
    // The second step (docs/product.md "Two-factor sign-in") goes up with the password: wrong codes count like wrong passwords.
    const { data, message } = await throttledSignIn(context.signIn, input.email, () => usersApi.login(context.api, input));
    // The rest of this request acts as the user who just signed in: the payload's `user` is theirs.
    context.viewer = { userId: data.userId, role: roleFromName(data.role), roleName: data.role, email: data.emailAddress };
    context.token = data.token;
    context.api.continueWithToken(data.token);
    return { ...data, message };
  },

  async logout(_parent, _args, context) {
    const { message } = await usersApi.logout(context.api);
    if (context.token) context.forgetToken(context.token);
    return { message };
  },

  async createUser(_parent, { input }, context) {
    const roleId = internalIntId(input.roleId, 'UserRole', 'roleId');
    const file = await readUpload(input.avatar, imageRule('avatar'));
    const form = toFormData({ ...userFormFields(input), Role: roleId, Password: input.password }, { File: file });
    const { data: user, message } = await withInputFieldNames(usersApi.createUser(context.api, form), USER_FIELDS);
    primeUser(context, user);
    return { userEdge: { cursor: keysetCursor(user.userId), node: user }, user, message };
  },

  async updateUser(_parent, { input }, context) {
    const userId = internalIntId(input.userId, 'User', 'userId');
    const roleId = input.roleId ? internalIntId(input.roleId, 'UserRole', 'roleId') : undefined;
    const saved = await saveUser(
      context,
      { UserId: userId, ...userFormFields(input), Role: roleId, Password: input.password ?? undefined },
      input.avatar,
    );
    // A password set by an Admin revokes the user's tokens: their live sockets close on every gateway.
    if (input.password) context.forgetUser(userId);
    return saved;
  },

  async updateProfile(_parent, { input }, context) {
    const { userId } = requireViewer(context);
    parseInput(updateProfileInputSchema, input);
    // The API answers 'Profile updated successfully' for one's own record.
    return saveUser(context, { UserId: userId, ...userFormFields(input) }, input.avatar);
  },

  async updatePassword(_parent, { input }, context) {
    const { userId } = requireViewer(context);
    const { currentPassword, newPassword, confirmPassword } = input;
    const { data, message } = await usersApi.updatePassword(context.api, userId, {
      currentPassword,
      newPassword,
      confirmPassword: confirmPassword ?? undefined,
    });
    // The change revoked the caller's token; the API handed this session a fresh one (an API without
    // token versions sends none, and the old token stays valid there).
    const token = data.token ?? null;
    // The user's other sessions lose their live sockets on every gateway (the fresh token keeps working).
    context.forgetUser(userId);
    if (token) {
      if (context.token) context.forgetToken(context.token);
      context.api.continueWithToken(token);
      context.token = token;
    }
    return { user: await existingUser(context, userId), message, token };
  },

  async startTwoFactorSetup(_parent, _args, context) {
    requireViewer(context);
    const { data: setup, message } = await usersApi.startTwoFactorSetup(context.api);
    return { setup, message };
  },

  async enableTwoFactor(_parent, { input }, context) {
    const { userId } = requireViewer(context);
    const { data, message } = await usersApi.enableTwoFactor(context.api, input.code);
    return { user: await freshUser(context, userId), recoveryCodes: data.recoveryCodes, message };
  },

  async disableTwoFactor(_parent, { input }, context) {
    const { userId } = requireViewer(context);
    const { message } = await usersApi.disableTwoFactor(context.api, input.code);
    return { user: await freshUser(context, userId), message };
  },

  async resetTwoFactor(_parent, { input }, context) {
    const userId = internalIntId(input.userId, 'User', 'userId');
    const { message } = await usersApi.resetTwoFactor(context.api, userId);
    return { user: await freshUser(context, userId), message };
  },

  async approveUser(_parent, { input }, context) {
    const userId = internalIntId(input.userId, 'User', 'userId');
    const { data: user, message } = await usersApi.approveRegistration(context.api, userId);
    context.loaders.userProfileById.clear(userId);
    primeUser(context, user);
    return { user, message };
  },

  rejectUser(_parent, { input }, context) {
    const userId = internalIntId(input.userId, 'User', 'userId');
    context.loaders.userById.clear(userId);
    context.loaders.userProfileById.clear(userId);
    return deletionPayload('rejectedUserId', 'User', userId, usersApi.rejectRegistration(context.api, userId));
  },

  deleteUser(_parent, { input }, context) {
    const userId = internalIntId(input.userId, 'User', 'userId');
    context.loaders.userById.clear(userId);
    context.loaders.userProfileById.clear(userId);
    return deletionPayload('deletedUserId', 'User', userId, usersApi.deleteUser(context.api, userId));
  },
};
