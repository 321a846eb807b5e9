// Imported for its side effect by the packages' vitest.config.ts (api/ and gateway/ through
// vitest-server-suite.mts) and web/vite.config.ts.
// vitest 5's reporter calls Map.groupBy (Node 21+) when it prints a failure. On Node 20 a failing
// test would crash the report instead of showing the diff; the config runs in the reporter's
// process, so fill it in there.
const mapWithGroupBy = Map as unknown as { groupBy?: unknown };
mapWithGroupBy.groupBy ??= <K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K): Map<K, V[]> => {
  const groups = new Map<K, V[]>();
  let index = 0;
  for (const item of items) {
    const key = keyOf(item, index++);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
};

export {};
