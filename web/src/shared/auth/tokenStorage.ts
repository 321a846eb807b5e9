// Browser storage of the session (spec §3: keys token, refreshToken, role, email).
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  role: 'role',
  email: 'email',
} as const;

/** The subset of Web Storage we use, so tests can pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
}

export function getToken(storage = browserStorage()): string | null {
  return storage?.getItem(STORAGE_KEYS.token) ?? null;
}

export function getRole(storage = browserStorage()): string | null {
  return storage?.getItem(STORAGE_KEYS.role) ?? null;
}

export function getEmail(storage = browserStorage()): string | null {
  return storage?.getItem(STORAGE_KEYS.email) ?? null;
}

export interface StoredSession {
  token: string;
  role: string;
  email: string;
  refreshToken?: string | null;
}

export function saveSession(session: StoredSession, storage = browserStorage()): void {
  if (!storage) return;
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.role, session.role);
  storage.setItem(STORAGE_KEYS.email, session.email);
  if (session.refreshToken) storage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
}

/** The session goes on with a new token (the server revoked the old one, e.g. after a password change). */
export function replaceToken(token: string, storage = browserStorage()): void {
  storage?.setItem(STORAGE_KEYS.token, token);
}

/** Removes the token and refresh token (spec §4: what logout and a 401 remove). */
export function clearTokens(storage = browserStorage()): void {
  storage?.removeItem(STORAGE_KEYS.token);
  storage?.removeItem(STORAGE_KEYS.refreshToken);
}

/** Creates an in-memory storage, for tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}
