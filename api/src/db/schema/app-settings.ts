import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Per-install values the server generates once and keeps, e.g. the key that
 * encrypts credential passwords when CREDENTIALS_KEY is not configured
 * (providers/secrets/credential-secrets.ts).
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type AppSettingRow = typeof appSettings.$inferSelect;
