import { commitLocalUpdate } from 'relay-runtime';
import { environment } from './environment';

/**
 * Marks everything in the Relay store stale when the signed-in user changes, so the next
 * screen refetches instead of showing the previous user's data.
 */
export function resetSessionData(): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
