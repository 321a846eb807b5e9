import { REDEMPTION_CODES, REDEMPTION_MESSAGES } from '@lendhub/domain/points';
import { z } from 'zod';
import { idQueryParam } from '../http/ids.ts';

/** Spec §5 "Points distribution": user, amount and reason all required, else this message. */
export const FILL_ALL_FIELDS = 'Please fill in all fields';

/** The largest single change; keeps balances far from integer overflow. */
export const MAX_POINTS_PER_CHANGE = 1_000_000;

const missing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const toNumber = (value: unknown) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

/** POST /api/PointsManagement/MANAGE_USER_POINTS body (spec §3 "Adjustment payload"). */
export const managePointsBody = z.object({
  userId: z.preprocess(
    (value) => (missing(value) ? undefined : toNumber(value)),
    z.number({ error: FILL_ALL_FIELDS }).int('Please select a user').positive('Please select a user'),
  ),
  pointsAmount: z.preprocess(
    (value) => (missing(value) ? undefined : toNumber(value)),
    z
      .number({ error: FILL_ALL_FIELDS })
      .int('Points must be a whole number')
      .positive('Points must be greater than 0')
      .max(MAX_POINTS_PER_CHANGE, `Points must be at most ${MAX_POINTS_PER_CHANGE.toLocaleString('en-US')}`),
  ),
  buttonAction: z.preprocess(
    (value) => (missing(value) ? undefined : typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(['ADD', 'SUBTRACT'], { error: (issue) => (issue.input === undefined ? FILL_ALL_FIELDS : 'Action must be ADD or SUBTRACT') }),
  ),
  reason: z.preprocess(
    (value) => (missing(value) ? undefined : value),
    z.string({ error: FILL_ALL_FIELDS }).trim().max(500, 'Reason must be at most 500 characters'),
  ),
});
export type ManagePointsInput = z.output<typeof managePointsBody>;

export const overviewQuery = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});

export const historyQuery = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be from 1 to 100').max(100, 'limit must be from 1 to 100').default(100),
  beforeId: idQueryParam('beforeId must be a positive whole number'),
});

/** POST /api/PointsManagement/REDEEM_POINTS body: which reward (a code of @lendhub/domain/points). */
export const redeemPointsBody = z.object({
  reward: z.enum(REDEMPTION_CODES, { error: REDEMPTION_MESSAGES.unknownReward }),
});
