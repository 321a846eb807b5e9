// The banner colours of an event card, picked from its training type so the same kind looks the same.
const TONES = [
  ['blue.700', 'blue.500'],
  ['purple.700', 'purple.500'],
  ['teal.700', 'teal.500'],
  ['orange.700', 'orange.500'],
  ['green.700', 'green.500'],
  ['red.700', 'red.500'],
  ['cyan.700', 'cyan.600'],
] as const;

export function eventTone(key: string): readonly [string, string] {
  let hash = 0;
  for (const char of key.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length]!;
}
