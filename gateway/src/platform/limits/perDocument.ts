/** Variables longer than this (as JSON) are checked afresh: the key would cost more than the check. */
const MAX_KEY_LENGTH = 512;
/** Distinct variable sets remembered per document; past that, the check runs each time. */
const MAX_ANSWERS_PER_DOCUMENT = 64;

/**
 * Remembers a check's answer per document (or operation) node and variables. Apollo Server hands every request
 * of the same text the same parsed DocumentNode, and the web only sends its own few documents, mostly with no
 * or short variables: their limits are then priced once, not on every request (issue 26 §2).
 */
export function rememberedPerDocument<T>(): (node: object, variables: Record<string, unknown> | undefined, check: () => T) => T {
  const answers = new WeakMap<object, Map<string, T>>();
  return (node, variables, check) => {
    const key = variables ? JSON.stringify(variables) : '';
    if (key.length > MAX_KEY_LENGTH) return check();
    let known = answers.get(node);
    if (!known) answers.set(node, (known = new Map()));
    if (known.has(key)) return known.get(key)!;
    const answer = check();
    if (known.size < MAX_ANSWERS_PER_DOCUMENT) known.set(key, answer);
    return answer;
  };
}
