// The first render after a navigation waits for route code and data; on a busy machine that can
// take longer than the default expect timeout.
export const PAGE_LOAD = { timeout: 20_000 };
