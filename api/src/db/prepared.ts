import type { Db } from './client';

/** What drizzle's `.prepare(name)` gives: the built statement, run with its placeholders' values. */
interface PreparedQuery<Result> {
  execute(placeholders?: Record<string, unknown>): Promise<Result>;
}

/** At most this many shapes a database: a caller whose keys run away builds each query anew. */
const maxShapes = 500;

const shapesOf = new WeakMap<Db, Map<string, PreparedQuery<unknown>>>();

/**
 * A drizzle query built once per database and shape, then only executed (issue 25). Drizzle builds
 * a statement's SQL text from its query builder on every call, and for the list routes that cost
 * more of the server's CPU than the driver did. `key` names the shape: the query's name and every
 * choice that changes its text (which filters are on, the sort, how many ids an `IN` list holds);
 * every value, the workspace's id first, goes in through `sql.placeholder`, so one built query
 * serves every workspace and tenancy stays in the statement. `build` must use `db` (a transaction
 * gets queries of its own) and end with `.prepare(key)`.
 */
export function preparedQuery<Result>(
  db: Db,
  key: string,
  build: (db: Db) => PreparedQuery<Result>,
): PreparedQuery<Result> {
  let shapes = shapesOf.get(db);
  if (!shapes) {
    shapes = new Map();
    shapesOf.set(db, shapes);
  }
  const known = shapes.get(key) as PreparedQuery<Result> | undefined;
  if (known) return known;
  const query = build(db);
  if (shapes.size < maxShapes) shapes.set(key, query as PreparedQuery<unknown>);
  return query;
}
