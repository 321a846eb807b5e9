import type { LoanEventResolvers } from '../generated/resolvers.ts';
import { toGlobalId } from '../platform/relay/globalId.ts';
import { stageEnum, statusEnum } from './enums.ts';

export const LoanEvent: LoanEventResolvers = {
  id: (event) => toGlobalId('LoanEvent', event.id),
  fromStatus: (event) => (event.fromStatus ? statusEnum(event.fromStatus) : null),
  toStatus: (event) => statusEnum(event.toStatus),
  fromStage: (event) => (event.fromStage ? stageEnum(event.fromStage) : null),
  toStage: (event) => stageEnum(event.toStage),
};
