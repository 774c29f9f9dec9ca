import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Columns that most tables declare the same way, built by functions (drizzle's advice for reused
 * columns: a builder is mutable, so each table needs its own). The generated SQL is the same as
 * writing them out; `spaceRef()` and `spaceOwned()` live in spaces.ts and `userRef()` in users.ts,
 * next to the table they point at.
 */

/** `id`: a uuid primary key the app makes (not a database default), so an insert knows it at once. */
export function primaryId() {
  return uuid('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
}

/** A point in time: every timestamp column of the schema carries its time zone. */
export function timestamptz<TName extends string>(name: TName) {
  return timestamp(name, { withTimezone: true });
}

/**
 * A not-null uuid pointing at the row that owns this one: deleting the owner deletes this row.
 * `target` is read lazily, as drizzle's `references` does, so tables may point at each other.
 */
export function ownerRef<TName extends string>(name: TName, target: () => AnyPgColumn) {
  return uuid(name).notNull().references(target, { onDelete: 'cascade' });
}

/** A nullable uuid pointing at an owner, when there is one: deleting the owner deletes this row. */
export function optionalOwnerRef<TName extends string>(name: TName, target: () => AnyPgColumn) {
  return uuid(name).references(target, { onDelete: 'cascade' });
}

/** A nullable uuid pointing at a row this one outlives: deleting that row sets the column to null. */
export function optionalRef<TName extends string>(name: TName, target: () => AnyPgColumn) {
  return uuid(name).references(target, { onDelete: 'set null' });
}

/** `created_at`: set by the database when the row is inserted. */
export function createdAt() {
  return timestamptz('created_at').notNull().defaultNow();
}

/** `updated_at`: the database's time at insert; the code that changes a row sets it again. */
export function updatedAt() {
  return timestamptz('updated_at').notNull().defaultNow();
}

/** `created_at` and `updated_at`, to spread last into a table's columns. */
export function timestamps() {
  return { createdAt: createdAt(), updatedAt: updatedAt() };
}

/**
 * The values `column` may take, as SQL: `"t"."status" in ('a', 'b')`. Built from the same list as
 * the column's `enum`, so the database's check and the TypeScript type cannot drift apart.
 */
export function oneOf(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  const list = values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/** A check that `column` holds one of `values` (see `oneOf`). */
export function enumCheck(name: string, column: AnyPgColumn, values: readonly (string | number)[]) {
  return check(name, oneOf(column, values));
}
