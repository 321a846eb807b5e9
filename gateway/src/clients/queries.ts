import type { QueryResolvers } from '../generated/resolvers.ts';
import { badUserInput } from '../platform/errors/errors.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';
import { fieldUsage, listClients } from './api.ts';

export const API_CLIENTS_PAGE = { defaultSize: 50, max: 100 };

export const clientQueries: QueryResolvers = {
  async apiClients(_parent, args, context) {
    return connectionFromArray(await listClients(context.api), args, API_CLIENTS_PAGE);
  },

  async fieldUsage(_parent, { coordinate, days, prefix }, context) {
    const span = days ?? 30;
    if (!Number.isInteger(span) || span < 1 || span > 400)
      throw badUserInput('days must be from 1 to 400', { days: 'days must be from 1 to 400' });
    if (!/^[_A-Za-z][_0-9A-Za-z]*(\.([_A-Za-z][_0-9A-Za-z]*(\([_A-Za-z][_0-9A-Za-z]*\))?)?)?$/.test(coordinate)) {
      throw badUserInput('coordinate must be Type, Type.field or Type.field(argument)', {
        coordinate: 'coordinate must be Type, Type.field or Type.field(argument)',
      });
    }
    return fieldUsage(context.api, coordinate, span, prefix ?? false);
  },
};
