/** Spec §5 "Points distribution": user, amount and reason all required; amount is a whole positive number. */
export const FILL_ALL_FIELDS = 'Please fill in all fields';

export interface PointsFormInput {
  userId: string;
  amount: string;
  action: string;
  reason: string;
}

export type PointsFormCheck =
  { ok: true; pointsAmount: number; action: 'ADD' | 'SUBTRACT'; reason: string } | { ok: false; message: string };

export function checkPointsForm({ userId, amount, action, reason }: PointsFormInput): PointsFormCheck {
  if (!userId || !amount.trim() || !reason.trim() || (action !== 'ADD' && action !== 'SUBTRACT'))
    return { ok: false, message: FILL_ALL_FIELDS };
  const pointsAmount = Number(amount);
  if (!Number.isInteger(pointsAmount) || pointsAmount <= 0) return { ok: false, message: 'Points must be a positive whole number' };
  return { ok: true, pointsAmount, action, reason: reason.trim() };
}
