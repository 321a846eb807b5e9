import { z } from 'zod';
import { REDEMPTION_CODES, REDEMPTION_MESSAGES } from '../points.ts';
import { takesDraft } from './draft.ts';
import { idQueryParam, idsQuery } from './ids.ts';
import { restRoute } from './route.ts';

/** Spec §5 "Points distribution": user, amount and reason all required, else this message. */
export const FILL_ALL_FIELDS = 'Please fill in all fields';

/** The largest single change; keeps balances far from integer overflow. */
export const MAX_POINTS_PER_CHANGE = 1_000_000;

export const POINTS_ACTIONS = ['ADD', 'SUBTRACT'] as const;
export type PointsAction = (typeof POINTS_ACTIONS)[number];

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
    z.enum(POINTS_ACTIONS, { error: (issue) => (issue.input === undefined ? FILL_ALL_FIELDS : 'Action must be ADD or SUBTRACT') }),
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

/** One ledger line as the API returns it (spec §3 "History row": date, points, action, reason). */
export interface PointsEntryDto {
  id: number;
  userId: number;
  /** Always positive; `action` tells the direction. */
  points: number;
  action: PointsAction;
  reason: string;
  date: string;
  authorId: number | null;
  authorName: string;
  /** The user's balance right after this entry. */
  balanceAfter: number;
}

/** A user's line in the overview (spec §3 "Points overview row"). */
export interface PointsOverviewDto {
  userId: number;
  user: string;
  email: string;
  points: number;
  lastActivity: string | null;
}

/** A user's balance (their own, or after a redemption). */
export interface PointsBalanceDto {
  userId: number;
  points: number;
}

const USER_NOT_FOUND = 'User not found';

/**
 * The points programme under /api/PointsManagement (spec §7 "Points"): a ledger, not a counter. Admins adjust and
 * see everyone; each user sees their own balance and history and redeems their own points.
 */
export const pointsRoutes = {
  manage: restRoute<PointsOverviewDto & { entry: PointsEntryDto }>()({
    method: 'POST',
    path: '/api/PointsManagement/MANAGE_USER_POINTS',
    body: managePointsBody,
    messages: {
      added: 'Points added successfully',
      subtracted: 'Points subtracted successfully',
      userNotFound: USER_NOT_FOUND,
      insufficient: (balance: number) => `Insufficient points: balance is ${balance}`,
    },
  }),
  /** Its messages are the redemption's (REDEMPTION_MESSAGES of @lendhub/domain/points). */
  redeem: restRoute<PointsBalanceDto & { entry: PointsEntryDto }>()({
    method: 'POST',
    path: '/api/PointsManagement/REDEEM_POINTS',
    body: takesDraft(redeemPointsBody),
  }),
  overview: restRoute<PointsOverviewDto[]>()({
    method: 'GET',
    path: '/api/PointsManagement/GETALL_USERS_POINTS_OVERVIEW',
    query: overviewQuery,
  }),
  /** Overview rows by user id (the gateway's loader); Admins only. */
  overviewByIds: restRoute<PointsOverviewDto[]>()({ method: 'GET', path: '/api/PointsManagement/OVERVIEW_BY_IDS', query: idsQuery }),
  history: restRoute<PointsEntryDto[]>()({
    method: 'GET',
    path: '/api/PointsManagement/GETALL_POINTSHISTORY/:id',
    query: historyQuery,
    messages: { userNotFound: USER_NOT_FOUND },
  }),
  /** History entries by id (node lookups): an Admin sees any, others only their own. */
  historyByIds: restRoute<PointsEntryDto[]>()({ method: 'GET', path: '/api/PointsManagement/HISTORY_BY_IDS', query: idsQuery }),
  own: restRoute<PointsBalanceDto>()({
    method: 'GET',
    path: '/api/PointsManagement/USERS_POINTS_OVERVIEW_BY_USERID',
    messages: { ok: 'Points retrieved successfully' },
  }),
};
