import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/**
 * PGlite is a single connection. kysely-pglite hands the same client to every
 * caller, so a transaction's BEGIN…COMMIT would interleave with other requests'
 * queries. This wrapper lends the one connection to one caller at a time
 * (a FIFO lock held from acquire to release), which makes transactions real.
 */
export function serializedDialect(inner: Dialect): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => new SerializedDriver(inner.createDriver()),
  };
}

class SerializedDriver implements Driver {
  #inner: Driver;
  #tail: Promise<void> = Promise.resolve();
  #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    await previous;
    try {
      const connection = await this.#inner.acquireConnection();
      this.#releases.set(connection, release);
      return connection;
    } catch (error) {
      release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.releaseConnection(connection);
    } finally {
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}
