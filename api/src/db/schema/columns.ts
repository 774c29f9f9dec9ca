import { randomUUID } from 'node:crypto';
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Columns that most tables declare the same way, built by functions (drizzle's advice for reused
 * columns: a builder is mutable, so each table needs its own). The generated SQL is the same as
 * writing them out; `spaceRef()` lives in spaces.ts and `userRef()` in users.ts, next to the table
 * they point at.
 */

/** `id`: a uuid primary key the app makes (not a database default), so an insert knows it at once. */
export function primaryId() {
  return uuid('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
}

/**
 * A not-null uuid pointing at the row that owns this one: deleting the owner deletes this row.
 * `target` is read lazily, as drizzle's `references` does, so tables may point at each other.
 */
export function ownerRef<TName extends string>(name: TName, target: () => AnyPgColumn) {
  return uuid(name).notNull().references(target, { onDelete: 'cascade' });
}

/** `created_at`: set by the database when the row is inserted. */
export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

/** `updated_at`: the database's time at insert; the code that changes a row sets it again. */
export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
}

/** `created_at` and `updated_at`, to spread last into a table's columns. */
export function timestamps() {
  return { createdAt: createdAt(), updatedAt: updatedAt() };
}
