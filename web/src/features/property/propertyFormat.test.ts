import { describe, expect, it } from 'vitest';
import { dayOrDash, mapUrl, numberOrDash, percentOrDash, usdOrDash } from './propertyFormat';

describe('property figures', () => {
  it('writes money without decimals and a dash when unknown', () => {
    expect(usdOrDash(512_345.6)).toBe('$512,346');
    expect(usdOrDash(null)).toBe('—');
  });

  it('writes percents as the service gives them', () => {
    expect(percentOrDash(45)).toBe('45%');
    expect(percentOrDash(6.125)).toBe('6.125%');
    expect(percentOrDash(undefined)).toBe('—');
  });

  it('writes days and counts for people', () => {
    expect(dayOrDash('2019-03-04')).toBe('Mar 4, 2019');
    expect(dayOrDash(null)).toBe('—');
    expect(numberOrDash(2150)).toBe('2,150');
  });

  it('links a map of the coordinates', () => {
    expect(mapUrl(35.2085, -80.859)).toBe('https://www.openstreetmap.org/?mlat=35.2085&mlon=-80.859#map=17/35.2085/-80.859');
  });
});
