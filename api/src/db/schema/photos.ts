import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, primaryId } from './columns';

export const photoOwnerKinds = ['space', 'user'] as const;
export type PhotoOwnerKind = (typeof photoOwnerKinds)[number];

/**
 * Uploaded pictures (workspace avatar, user photo), served by GET /api/photos/{id}.
 * One per owner: saving a new one replaces the row, so the id (and the link) changes
 * and the old link stops working. Stored as base64 text: small images (2 MB at most),
 * and text behaves the same on PGlite and postgres.js.
 */
export const photos = pgTable(
  'photos',
  {
    id: primaryId(),
    ownerKind: text('owner_kind', { enum: photoOwnerKinds }).notNull(),
    /** The space or user id (no foreign key: one column for two tables). */
    ownerId: uuid('owner_id').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    dataBase64: text('data_base64').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('photos_owner_unique').on(table.ownerKind, table.ownerId),
    enumCheck('photos_owner_kind_check', table.ownerKind, photoOwnerKinds),
  ],
);

export type PhotoRow = typeof photos.$inferSelect;
