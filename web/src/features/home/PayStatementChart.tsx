import { Box } from '@chakra-ui/react';
import { CartesianGrid, Cell, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '../../shared/format/currency';
/** One point of the line: the month's short name and what it paid. */
export interface MonthlyPay {
  month: string;
  pay: number;
}

// recharts is heavy: this module (and recharts with it) loads after the page has painted.

export function PayLineChart({ months }: { months: readonly MonthlyPay[] }) {
  return (
    <ResponsiveContainer width="100%" height={200}>
      <LineChart data={[...months]} margin={{ top: 8, right: 16, bottom: 0, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e4e4e7" />
        <XAxis dataKey="month" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis tickFormatter={(value: number) => `$${value / 1000}k`} tickLine={false} axisLine={false} fontSize={12} width={52} />
        <Tooltip formatter={(value) => [formatUsd(Number(value)), 'Pay']} />
        <Line type="monotone" dataKey="pay" stroke="#1d4ed8" strokeWidth={3} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** The year-to-date ring: this year's pay as a share of last year's. */
export function YearToDateRing({ percent }: { percent: number }) {
  const data = [
    { name: 'Paid', value: percent },
    { name: 'To go', value: 100 - percent },
  ];
  return (
    <Box w="36" h="36">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={data}
            dataKey="value"
            innerRadius="72%"
            outerRadius="100%"
            startAngle={90}
            endAngle={-270}
            stroke="none"
            isAnimationActive={false}
          >
            <Cell fill="#16a34a" />
            <Cell fill="#e4e4e7" />
          </Pie>
        </PieChart>
      </ResponsiveContainer>
    </Box>
  );
}
