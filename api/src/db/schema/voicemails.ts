import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { spaceOwned } from './spaces';
import { createdAt, optionalRef } from './columns';

/** Raw bytes (Postgres bytea; PGlite and postgres-js both hand back a Uint8Array/Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A saved voicemail recording (outreach §3 Voicemail: name, optional forward
 * number, audio). The .wav bytes (at most 20 MB, §9) live in the row so a
 * backup of the database is a backup of the recordings; lists never select them.
 */
export const voicemails = pgTable(
  'voicemails',
  {
    ...spaceOwned(),
    credentialId: optionalRef('credential_id', () => credentials.id),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    forwardNumber: text('forward_number'),
    durationMs: integer('duration_ms').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    audio: bytea('audio').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('voicemails_space_created_idx').on(table.spaceId, table.createdAt)],
);

export type VoicemailRow = typeof voicemails.$inferSelect;
