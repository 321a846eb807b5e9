import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Adds `delta` to a connection's `totalCount` ('Total N users') after an edge was appended or
 * deleted: @appendEdge/@deleteEdge move edges but know nothing of the count.
 */
export function adjustTotalCount(store: RecordSourceSelectorProxy, connectionIds: readonly string[], delta: number): void {
  for (const id of connectionIds) {
    const connection = store.get(id);
    const count = connection?.getValue('totalCount');
    if (connection && typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
  }
}

/**
 * Sets a connection's `totalCount` to what the server counted. For lists a live event may also update:
 * the event can land before the mutation's answer (it carries the new count and edge), and Relay then
 * skips the answer's edge as a duplicate; a +1 on top would count the new item twice.
 */
export function setTotalCount(store: RecordSourceSelectorProxy, connectionIds: readonly string[], count: number): void {
  for (const id of connectionIds) store.get(id)?.setValue(count, 'totalCount');
}
