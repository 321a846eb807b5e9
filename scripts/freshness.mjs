// Shared by web-build.mjs and server-build.mjs: is a build older than its sources? (After a `git pull`
// the old build would otherwise be served.)
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time among `sources` (files or folders, relative to `root`; missing ones are
 * ignored). `skip(name)` leaves out a folder entry and everything under it.
 */
export function newestModification(root, sources, skip = () => false) {
  let newest = 0;
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else for (const entry of readdirSync(file)) if (!skip(entry)) visit(path.join(file, entry));
  };
  for (const source of sources) visit(path.join(root, source));
  return newest;
}
