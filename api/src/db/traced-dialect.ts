import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

const tracer = trace.getTracer('lendhub-api-sql');

/**
 * One span per SQL statement, around kysely's connection, so a trace shows the API's queries on
 * both engines: PGlite's never pass through `pg` (whose instrumentation then adds its own span
 * below this one on a PostgreSQL server). The statement text has placeholders, never the values.
 * With tracing off the tracer is OpenTelemetry's no-op: a function call per query.
 */
export function tracedDialect(inner: Dialect, system: 'postgresql' | 'pglite'): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => new TracedDriver(inner.createDriver(), system),
  };
}

class TracedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly system: string,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = compiledQuery.sql;
    const verb = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'SQL';
    return tracer.startActiveSpan(
      `${verb} ${tableOf(statement) ?? ''}`.trim(),
      { kind: SpanKind.CLIENT, attributes: { 'db.system': this.system, 'db.operation.name': verb, 'db.query.text': statement } },
      async (span) => {
        try {
          const result = await this.inner.executeQuery<R>(compiledQuery);
          if (result.numAffectedRows !== undefined) span.setAttribute('db.response.affected_rows', Number(result.numAffectedRows));
          return result;
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

/** The first table a statement names (after FROM, INTO or UPDATE), for the span's name. */
function tableOf(statement: string): string | undefined {
  return /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(statement)?.[1];
}

class TracedDriver implements Driver {
  constructor(
    readonly inner: Driver,
    private readonly system: string,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TracedConnection(await this.inner.acquireConnection(), this.system);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(unwrap(connection));
  }

  // The transaction statements run through the traced connection (they are queries too).
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

// Savepoints are optional on a driver: forwarded only when the inner driver has them.
for (const method of ['savepoint', 'rollbackToSavepoint', 'releaseSavepoint'] as const) {
  Object.defineProperty(TracedDriver.prototype, method, {
    value(this: TracedDriver, ...args: unknown[]) {
      const forward = this.inner[method] as ((...a: unknown[]) => Promise<void>) | undefined;
      if (!forward) throw new Error(`The database driver has no ${method}`);
      return forward.apply(this.inner, args);
    },
  });
}

function unwrap(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof TracedConnection ? connection.inner : connection;
}
