import type { ChatSenderResolvers } from '../generated/resolvers.ts';

/** The schema's USER/BOT are the API's 'user'/'bot'. */
export const ChatSender: ChatSenderResolvers = { USER: 'user', BOT: 'bot' };
