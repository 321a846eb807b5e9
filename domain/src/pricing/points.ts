// Prices are summed in thousandths of a point (integers) so totals are exact: 0.1 + 0.2 style float
// drift would show in a breakdown that must add up to the cent.

export const toMilli = (points: number): number => Math.round(points * 1000);
export const fromMilli = (milli: number): number => milli / 1000;
