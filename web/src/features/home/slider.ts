// Hero slider timing and order (spec §2 "Home dashboard", §9: autoplay 4000 ms, loop).
export const HERO_AUTOPLAY_MS = 4000;

/** The slide after `index`, wrapping to the first after the last. */
export function nextSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}
