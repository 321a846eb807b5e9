import { describe, expect, it } from 'vitest';
import { formatVolume, isTopVolume, SAMPLE_RANKINGS } from './rankings';

describe('user rankings', () => {
  it('badges a volume of 1.5 million or more', () => {
    expect(isTopVolume({ volumeMillions: 1.5 })).toBe(true);
    expect(isTopVolume({ volumeMillions: 1.49 })).toBe(false);
  });

  it('ranks each period from 1 by volume', () => {
    for (const rows of Object.values(SAMPLE_RANKINGS)) {
      expect(rows.map((row) => row.rank)).toEqual(rows.map((_, i) => i + 1));
      const volumes = rows.map((row) => row.volumeMillions);
      expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    }
  });

  it('shows volumes in millions', () => {
    expect(formatVolume(2.4)).toBe('$2.4M');
    expect(formatVolume(18.6)).toBe('$18.6M');
  });
});
