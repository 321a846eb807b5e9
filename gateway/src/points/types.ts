export type ApiPointsAction = 'ADD' | 'SUBTRACT';

/** GETALL_USERS_POINTS_OVERVIEW row (spec §3 "Points overview row"). */
export interface ApiPointsOverview {
  userId: number;
  user: string;
  email: string;
  points: number;
  lastActivity: string | null;
}

/** GETALL_POINTSHISTORY row (spec §3 "History row") plus ids, author and running balance. */
export interface ApiPointsEntry {
  id: number;
  userId: number;
  points: number;
  action: ApiPointsAction;
  reason: string;
  date: string;
  authorId: number | null;
  authorName: string;
  balanceAfter: number;
}

export interface ApiManagePointsResult extends ApiPointsOverview {
  entry: ApiPointsEntry;
}

/** REDEEM_POINTS answer: the caller's balance after the redemption and the ledger entry written. */
export interface ApiRedeemPointsResult {
  userId: number;
  points: number;
  entry: ApiPointsEntry;
}
