import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EmployeeSettings, GenerateCampaigns, MessagingSettings, Targeting } from '@outreach/core/ai';
import { optionalRef, ownerRef, timestamps } from './columns';
import { credentials } from './credentials';
import { spaceOwned } from './spaces';
import { users } from './users';

/**
 * The personas an AI employee can wear (issue 28, spec ai-telephony §3 "AI employee profile"):
 * the platform's list, the same for every workspace, seeded by the migration. `photo` null is a
 * generated avatar (modules/employees).
 */
export const aiEmployeeProfiles = pgTable('ai_employee_profiles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  photo: text('photo'),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * An AI employee of a workspace (issue 28, §3 "AI employee mini" and "Save payload"): its persona,
 * its settings (objective, cases, free value, Q&A), targeting and messaging settings, and the
 * campaigns the builder asked to generate (generation is a later piece).
 */
export const aiEmployees = pgTable(
  'ai_employees',
  {
    ...spaceOwned(),
    creatorId: optionalRef('creator_id', () => users.id),
    profileId: text('profile_id')
      .notNull()
      .references(() => aiEmployeeProfiles.id),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<EmployeeSettings>().notNull(),
    targeting: jsonb('targeting').$type<Targeting>().notNull(),
    messagingSettings: jsonb('messaging_settings').$type<MessagingSettings>().notNull(),
    generateCampaigns: jsonb('generate_campaigns').$type<GenerateCampaigns | null>(),
    calendlyEvent: text('calendly_event'),
    calendlyUser: text('calendly_user'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (table) => [index('ai_employees_space_created_idx').on(table.spaceId, table.createdAt)],
);

/** One employee per credential (issue 28 bind/unbind/enable/disable). */
export const aiEmployeeBindings = pgTable(
  'ai_employee_bindings',
  {
    ...spaceOwned(),
    employeeId: ownerRef('employee_id', () => aiEmployees.id),
    credentialId: ownerRef('credential_id', () => credentials.id),
    profileId: text('profile_id')
      .notNull()
      .references(() => aiEmployeeProfiles.id),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('ai_employee_bindings_credential_unique').on(table.credentialId),
    index('ai_employee_bindings_employee_idx').on(table.employeeId),
  ],
);

/** An employee's work per day (UTC): zero until its conversations exist. */
export const aiEmployeeDailyStats = pgTable(
  'ai_employee_daily_stats',
  {
    ...spaceOwned(),
    employeeId: ownerRef('employee_id', () => aiEmployees.id),
    day: date('day', { mode: 'string' }).notNull(),
    emailsSent: integer('emails_sent').notNull().default(0),
    messagesSent: integer('messages_sent').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    meetingsBooked: integer('meetings_booked').notNull().default(0),
    ...timestamps(),
  },
  (table) => [uniqueIndex('ai_employee_daily_stats_employee_day_unique').on(table.employeeId, table.day)],
);

export type AiEmployeeRow = typeof aiEmployees.$inferSelect;
export type AiEmployeeProfileRow = typeof aiEmployeeProfiles.$inferSelect;
export type AiEmployeeBindingRow = typeof aiEmployeeBindings.$inferSelect;
