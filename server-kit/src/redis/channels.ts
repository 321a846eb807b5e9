/**
 * Redis pub/sub ignores database numbers: every client of a server hears every channel. Our channels
 * carry the URL's database number, so deployments (or test runs) that share one Redis server on
 * different databases never hear each other. One owner for the API's and the gateway's channels.
 */
export function redisChannel(redisUrl: string, topic: string): string {
  const database = Number(new URL(redisUrl).pathname.slice(1) || 0);
  return `lendhub:db${Number.isInteger(database) ? database : 0}:${topic}`;
}
