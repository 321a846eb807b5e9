import { LoginPayload, loginMutation } from './login.ts';
import { User } from './User.ts';
import { viewerQuery } from './viewer.ts';

export const userResolvers = {
  Query: viewerQuery,
  Mutation: loginMutation,
  User,
  LoginPayload,
};
