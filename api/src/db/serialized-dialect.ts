import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';
import type { PoolStats } from './poolStats.ts';

/**
 * PGlite is a single connection. the dialect (pglite-dialect.ts) hands the same client to every
 * caller, so a transaction's BEGIN…COMMIT would interleave with other requests'
 * queries. This wrapper lends the one connection to one caller at a time
 * (a FIFO lock held from acquire to release), which makes transactions real.
 */
export function serializedDialect(inner: Dialect): { dialect: Dialect; stats: () => PoolStats } {
  const drivers: SerializedDriver[] = [];
  const dialect: Dialect = {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => {
      const driver = new SerializedDriver(inner.createDriver());
      drivers.push(driver);
      return driver;
    },
  };
  // The one connection: in use while lent, the rest of the queue waiting (the /metrics pool gauges).
  const stats = (): PoolStats => ({
    size: 1,
    inUse: drivers.reduce((sum, driver) => sum + (driver.queued > 0 ? 1 : 0), 0),
    waiting: drivers.reduce((sum, driver) => sum + Math.max(0, driver.queued - 1), 0),
  });
  return { dialect, stats };
}

class SerializedDriver implements Driver {
  #inner: Driver;
  #tail: Promise<void> = Promise.resolve();
  #releases = new WeakMap<DatabaseConnection, () => void>();
  /** Callers holding the connection or waiting for it. */
  queued = 0;

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let unlock!: () => void;
    const turn = new Promise<void>((resolve) => (unlock = resolve));
    this.queued += 1;
    const release = () => {
      this.queued -= 1;
      unlock();
    };
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
