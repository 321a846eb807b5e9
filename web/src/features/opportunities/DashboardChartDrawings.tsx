// What recharts draws on each dashboard card, from figures the cards have already shaped (chartData.ts). A module of
// its own, with recharts under it: each card loads it when its chart comes near the viewport (ChartCard), so the
// page's first screen neither downloads nor renders a chart nobody can see yet (issue 26 §1).
import { Bar, BarChart, CartesianGrid, Cell, Funnel, FunnelChart, LabelList, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPercent, formatUsd } from '../../shared/format/money';
import type { FunnelStep, Slice, SourceBar, StageSlice, ValueBar } from './chartData';
import { STATUS_COLORS } from './palette';

const FILL_CARD = { width: '100%', height: '100%' } as const;

const thousandsTick = (value: number) => `$${value.toLocaleString('en-US')}K`;

export function OpportunityStatusChart({ slices }: { slices: Slice[] }) {
  return (
    <PieChart responsive style={FILL_CARD} accessibilityLayer={false}>
      <Pie
        data={slices}
        dataKey="value"
        nameKey="name"
        innerRadius="50%"
        outerRadius="80%"
        paddingAngle={2}
        isAnimationActive={false}
        label
      >
        {slices.map((slice) => (
          <Cell key={slice.name} fill={slice.color} />
        ))}
      </Pie>
      <Tooltip />
      <Legend verticalAlign="bottom" />
    </PieChart>
  );
}

export function OpportunityValueChart({ bars }: { bars: ValueBar[] }) {
  return (
    <BarChart data={bars} responsive style={FILL_CARD} margin={{ top: 24, right: 8, left: 8, bottom: 0 }} accessibilityLayer={false}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" />
      <YAxis tickFormatter={thousandsTick} width={64} />
      <Tooltip formatter={(_thousands, _name, item) => [formatUsd((item.payload as { value: number }).value), 'Value']} />
      <Bar dataKey="thousands" isAnimationActive={false}>
        {bars.map((bar) => (
          <Cell key={bar.name} fill={bar.color} />
        ))}
        <LabelList dataKey="thousands" position="top" formatter={(label) => thousandsTick(Number(label))} />
      </Bar>
    </BarChart>
  );
}

export function ConversionRateRing({ slices }: { slices: Slice[] }) {
  return (
    <PieChart responsive style={FILL_CARD} accessibilityLayer={false}>
      <Pie
        data={slices}
        dataKey="value"
        nameKey="name"
        innerRadius="62%"
        outerRadius="85%"
        startAngle={90}
        endAngle={-270}
        stroke="none"
        isAnimationActive={false}
      >
        {slices.map((slice) => (
          <Cell key={slice.name} fill={slice.color} />
        ))}
      </Pie>
    </PieChart>
  );
}

export function FunnelStepsChart({ steps }: { steps: FunnelStep[] }) {
  return (
    <FunnelChart responsive style={FILL_CARD} margin={{ top: 4, right: 110, bottom: 4, left: 4 }} accessibilityLayer={false}>
      <Tooltip />
      <Funnel dataKey="value" nameKey="name" data={steps} isAnimationActive={false} lastShapeType="rectangle">
        <LabelList position="right" dataKey="name" fill="#334155" stroke="none" fontSize={12} />
        <LabelList position="center" dataKey="value" fill="#FFFFFF" stroke="none" fontSize={12} fontWeight={700} />
      </Funnel>
    </FunnelChart>
  );
}

export function SalesPipelineChart({ bars }: { bars: SourceBar[] }) {
  return (
    <BarChart
      data={bars}
      layout="vertical"
      responsive
      style={FILL_CARD}
      margin={{ top: 0, right: 12, left: 0, bottom: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" allowDecimals={false} />
      <YAxis type="category" dataKey="source" width={104} tick={{ fontSize: 12 }} />
      <Tooltip />
      <Legend />
      <Bar dataKey="open" name="Open" stackId="status" fill={STATUS_COLORS.open} isAnimationActive={false} />
      <Bar dataKey="won" name="Won" stackId="status" fill={STATUS_COLORS.won} isAnimationActive={false} />
      <Bar dataKey="lost" name="Lost" stackId="status" fill={STATUS_COLORS.lost} isAnimationActive={false} />
    </BarChart>
  );
}

export function StageDistributionChart({ slices }: { slices: StageSlice[] }) {
  return (
    <PieChart responsive style={FILL_CARD} accessibilityLayer={false}>
      <Pie data={slices} dataKey="value" nameKey="name" outerRadius="75%" isAnimationActive={false}>
        {slices.map((slice) => (
          <Cell key={slice.name} fill={slice.color} />
        ))}
      </Pie>
      <Tooltip
        formatter={(count, name, item) => [`${String(count)} (${formatPercent((item.payload as { share: number }).share)})`, name]}
      />
      <Legend verticalAlign="bottom" wrapperStyle={{ fontSize: 12 }} />
    </PieChart>
  );
}
