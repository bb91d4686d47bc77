import pg from 'pg'

/**
 * What node-postgres calls on the query it is running: pg's Query has these methods, its type
 * declarations only `submit`.
 */
interface RunningQuery {
  submit(connection: pg.Connection): Error | null
  handleRowDescription(message: unknown): void
  handleDataRow(message: unknown): void
  handleCommandComplete(message: unknown, connection: pg.Connection): void
  handleEmptyQuery(connection: pg.Connection): void
  handleError(error: Error, connection: pg.Connection): void
  handleReadyForQuery(connection: pg.Connection): void
  handlePortalSuspended(connection: pg.Connection): void
  handleCopyInResponse(connection: pg.Connection): void
  handleCopyData(message: unknown, connection: pg.Connection): void
}

/** A statement sent ahead of a query, in the same write and the same implicit transaction. */
export interface Prelude {
  text: string
  values: string[]
}

/** The query as drizzle hands it to its client. */
export interface ScopedQueryConfig {
  /** A prepared statement's name: parsed once per connection, then only bound and executed. */
  name?: string | undefined
  text: string
  rowMode?: 'array' | undefined
  types?: pg.CustomTypesConfig | undefined
}

/**
 * A query preceded by `prelude` in one write: Parse, Bind and Execute for the prelude, then pg's
 * own Parse, Bind, Describe and Execute for the query, then one Sync. PostgreSQL runs everything
 * before a Sync as one implicit transaction, so a prelude that sets transaction-local settings
 * (tenant-scope.ts: the role and the tenant) covers the query and ends with it; when the prelude
 * fails, the query is skipped and its error is the prelude's. The prelude's one row and its
 * CommandComplete are consumed here; everything after goes to pg's Query, which parses the rows with
 * the query's type parsers as it always does, and skips the Parse of a named statement it has sent on
 * this connection before. After an error the connection is not to be reused (its record of parsed
 * statements may name one the server never parsed): `ReadWith` destroys it.
 */
export class ScopedQuery implements pg.Submittable {
  private preludeDone = false
  private readonly query: RunningQuery

  constructor(
    private readonly prelude: Prelude,
    config: ScopedQueryConfig,
    values: readonly unknown[] | undefined,
    callback: (error: Error | undefined, result: pg.QueryResult) => void,
  ) {
    // Always through the extended protocol, so it ends with the Sync the prelude needs.
    const extended: pg.QueryConfig & ScopedQueryConfig & { queryMode: 'extended' } = {
      ...config,
      values: [...(values ?? [])],
      queryMode: 'extended',
    }
    this.query = new pg.Query(extended, callback) as unknown as RunningQuery
  }

  submit(connection: pg.Connection): Error | null {
    const stream = connection.stream as pg.Connection['stream'] & { cork(): void; uncork(): void }
    stream.cork()
    try {
      connection.parse({ name: '', text: this.prelude.text, types: [] }, true)
      connection.bind({ values: this.prelude.values }, true)
      connection.execute({}, true)
      // pg's Query refuses only a config without text, or a name already used for another text
      // (names are the text's hash, database.ts), before it writes anything; on a Bind that fails
      // it sends its own Sync.
      return this.query.submit(connection)
    } finally {
      stream.uncork()
    }
  }

  handleRowDescription(message: unknown): void {
    this.query.handleRowDescription(message)
  }

  handleDataRow(message: unknown): void {
    if (this.preludeDone) this.query.handleDataRow(message)
  }

  handleCommandComplete(message: unknown, connection: pg.Connection): void {
    if (this.preludeDone) this.query.handleCommandComplete(message, connection)
    else this.preludeDone = true
  }

  handleEmptyQuery(connection: pg.Connection): void {
    this.query.handleEmptyQuery(connection)
  }

  handleError(error: Error, connection: pg.Connection): void {
    this.query.handleError(error, connection)
  }

  handleReadyForQuery(connection: pg.Connection): void {
    this.query.handleReadyForQuery(connection)
  }

  handlePortalSuspended(connection: pg.Connection): void {
    this.query.handlePortalSuspended(connection)
  }

  handleCopyInResponse(connection: pg.Connection): void {
    this.query.handleCopyInResponse(connection)
  }

  handleCopyData(message: unknown, connection: pg.Connection): void {
    this.query.handleCopyData(message, connection)
  }
}
