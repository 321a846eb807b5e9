import { describe, expect, it } from 'vitest';
import { HERO_AUTOPLAY_MS, nextSlide } from './slider';

describe('hero slider', () => {
  it('advances every 4000 ms', () => {
    expect(HERO_AUTOPLAY_MS).toBe(4000);
  });
  it('loops from the last slide to the first', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(1, 3)).toBe(2);
    expect(nextSlide(2, 3)).toBe(0);
  });
  it('stays at 0 without slides', () => {
    expect(nextSlide(0, 0)).toBe(0);
  });
});
