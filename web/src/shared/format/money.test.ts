import { describe, expect, it } from 'vitest';
import { formatPercent, formatUsd, formatUsdThousands } from './money';

describe('money and percent formats', () => {
  it('writes USD without decimals', () => {
    expect(formatUsd(1_234_567.89)).toBe('$1,234,568');
    expect(formatUsd(0)).toBe('$0');
  });

  it('writes amounts in thousands', () => {
    expect(formatUsdThousands(150_000)).toBe('$150K');
    expect(formatUsdThousands(1_234_567)).toBe('$1,235K');
    expect(formatUsdThousands(400)).toBe('$0K');
  });

  it('writes a fraction as a percent with at most one decimal', () => {
    expect(formatPercent(1 / 3)).toBe('33.3%');
    expect(formatPercent(0.25)).toBe('25%');
    expect(formatPercent(0)).toBe('0%');
  });
});
