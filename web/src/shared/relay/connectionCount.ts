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
