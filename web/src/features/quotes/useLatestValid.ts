import { useState } from 'react';
import type { z } from 'zod';

/**
 * Parses the form's live values; while they are incomplete, keeps answering with the last complete
 * scenario (so the results do not vanish with every keystroke) and says so with `stale`.
 */
export function useLatestValid<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
  initial: z.output<S>,
): { scenario: z.output<S>; stale: boolean } {
  const parsed = schema.safeParse(values);
  const [lastValid, setLastValid] = useState<z.output<S>>(initial);
  // Remembered during render (React re-renders at once); the comparison stops it repeating.
  if (parsed.success && JSON.stringify(parsed.data) !== JSON.stringify(lastValid)) setLastValid(parsed.data);
  return parsed.success ? { scenario: parsed.data, stale: false } : { scenario: lastValid, stale: true };
}
