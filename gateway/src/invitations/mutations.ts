import { withInputFieldNames } from '../platform/errors/fieldErrors.ts';
import type { MutationResolvers } from '../generated/resolvers.ts';
import { keysetCursor } from '../platform/relay/connection.ts';
import { internalIntId, toGlobalId } from '../platform/relay/globalId.ts';
import { imageRule, readUpload, toFormData } from '../platform/uploads/files.ts';
import { USER_FIELDS } from '../users/mutations.ts';
import * as invitationsApi from './api.ts';

/** API field names → GraphQL input names of the registration form. */
const REGISTRATION_FIELDS = { role: 'roleId', File: 'avatar' };

export const invitationMutations: MutationResolvers = {
  async sendInvite(_parent, { input }, context) {
    const role = internalIntId(input.roleId, 'UserRole', 'roleId');
    const { data: sent, message } = await withInputFieldNames(
      invitationsApi.sendInvite(context.api, { FullName: input.fullName, EmailAddress: input.email, Role: role }),
      USER_FIELDS,
    );
    return {
      invitationEdge: { cursor: keysetCursor(sent.invitationId), node: sent },
      invitation: sent,
      registrationLink: sent.registrationLink,
      emailSent: sent.emailSent,
      message,
    };
  },

  async resendInvitation(_parent, { input }, context) {
    const id = internalIntId(input.invitationId, 'Invitation', 'invitationId');
    const { data: sent, message } = await invitationsApi.resendInvitation(context.api, id);
    return { invitation: sent, registrationLink: sent.registrationLink, emailSent: sent.emailSent, message };
  },

  async revokeInvitation(_parent, { input }, context) {
    const id = internalIntId(input.invitationId, 'Invitation', 'invitationId');
    const { data, message } = await invitationsApi.revokeInvitation(context.api, id);
    return { revokedInvitationId: toGlobalId('Invitation', data.invitationId), message };
  },

  async completeRegistration(_parent, { input }, context) {
    const role = internalIntId(input.roleId, 'UserRole', 'roleId');
    const file = await readUpload(input.avatar, imageRule('avatar'));
    const form = toFormData(
      {
        token: input.token ?? undefined,
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
    // With an invitation's token the account is ready; without one it waits for an Admin's approval.
    const pending = !input.token?.trim();
    const write = pending ? invitationsApi.registerPending(context.api, form) : invitationsApi.completeRegistration(context.api, form);
    const { data: registered, message } = await withInputFieldNames(write, REGISTRATION_FIELDS);
    return { email: registered.emailAddress, fullName: registered.fullName, pending, message };
  },
};
