// "The signed-in user changed" without importing Relay: the sign-in form announces it, and the Relay
// environment, when the page has loaded one, marks its store stale (shared/relay/environment.ts). The
// sign-in entry (web/src/signin) has no store, so there nothing listens and nothing needs to.
const listeners = new Set<() => void>();

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionChange(): void {
  for (const listener of listeners) listener();
}
