import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
/** One bar: the month's short name and its funded volume in millions of dollars. */
export interface MonthlyVolume {
  month: string;
  volume: number;
}

/** Monthly loan volume in $M (spec §2 "Production Summary"); loaded after the page has painted. */
export function ProductionVolumeChart({ months }: { months: readonly MonthlyVolume[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={[...months]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e4e4e7" />
        <XAxis dataKey="month" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis
          tickFormatter={(value: number) => `$${value}M`}
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          fontSize={12}
          width={48}
        />
        <Tooltip formatter={(value) => [`$${Number(value).toFixed(1)}M`, 'Volume']} cursor={{ fill: 'rgba(29, 78, 216, 0.08)' }} />
        <Bar dataKey="volume" fill="#1d4ed8" radius={[6, 6, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
