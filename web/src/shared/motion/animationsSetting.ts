// Whether the signed-in user's UI settings allow animations (spec §9 default: on). A tiny external
// store: the settings query writes it, the motion provider reads it.
import { useSyncExternalStore } from 'react';

let enabled = true;
const listeners = new Set<() => void>();

export function setAnimationsEnabled(next: boolean): void {
  if (next === enabled) return;
  enabled = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAnimationsEnabled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => enabled,
    () => true,
  );
}
