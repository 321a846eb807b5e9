import type { CompanyDirectoryResolvers } from '../generated/resolvers.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';

/** The directory's people arrive with the one GetDirectory call of `companyDirectory`. */
export const DIRECTORY_PAGE = { defaultSize: 100, max: 500 };

export const CompanyDirectory: CompanyDirectoryResolvers = {
  people: (directory, args) => connectionFromArray(directory.people, args, DIRECTORY_PAGE),
};
