import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, ownerRef, timestamptz } from './columns';
import { dialogs } from './dialogs';
import { prospects } from './prospects';
import { spaceOwned, spaceRef } from './spaces';
import { users } from './users';

/**
 * What an AI generation was for (issue 28 "AI in the rest of the product"): the inbox's suggested
 * reply, the campaign step editor's assistant, and the engine's AI steps and reply labels.
 */
export const aiPromptKinds = [
  'suggested_reply',
  'assistant',
  'ai_message',
  'ai_comment',
  'personality_type',
  'reply_label',
] as const;
export type AiPromptKind = (typeof aiPromptKinds)[number];

/** pending while the model writes; ready (paid), refused (not grounded: never shown), failed (nothing charged). */
export const aiPromptStatuses = ['pending', 'ready', 'refused', 'failed'] as const;
export type AiPromptStatus = (typeof aiPromptStatuses)[number];

/**
 * One AI generation (spec ai-telephony §8 "Slow AI query: Open Recent Prompts to get the result"):
 * written as pending before the model is asked, finished with its result or why it gave none, so
 * a person whose request outlived the page's wait picks the result up under Recent prompts. The
 * engine's steps find their paid result again by `source_key` (`step:<execution id>`), so a step
 * run twice is generated and charged once.
 */
export const aiPrompts = pgTable(
  'ai_prompts',
  {
    ...spaceOwned(),
    /** Who asked (null for the engine's steps and reply labels). */
    userId: optionalRef('user_id', () => users.id),
    kind: text('kind', { enum: aiPromptKinds }).notNull(),
    /** The credit category it is charged to (core/src/billing.ts creditCategories). */
    category: text('category').notNull(),
    status: text('status', { enum: aiPromptStatuses }).notNull().default('pending'),
    /** What it was asked for, as Recent prompts shows it ("Suggested reply to Jane Doe"). */
    title: text('title').notNull(),
    /** The engine's key of the work it belongs to (`step:<execution id>`), else null. */
    sourceKey: text('source_key'),
    prospectId: optionalRef('prospect_id', () => prospects.id),
    /** The inbox dialog of a suggested reply. */
    dialogId: optionalRef('dialog_id', () => dialogs.id),
    result: text('result'),
    /** Structured results (a personality type's traits, a label's reason). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** Why there is no result (the model's failure, a refused draft, not enough credits). */
    error: text('error'),
    credits: integer('credits').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    index('ai_prompts_user_created_idx').on(table.spaceId, table.userId, table.createdAt),
    index('ai_prompts_source_idx').on(table.spaceId, table.sourceKey),
  ],
);
export type AiPromptRow = typeof aiPrompts.$inferSelect;

/**
 * A prospect's personality type (outreach §3 "reveal personality type"), computed from the
 * prospect's profile text by the reveal_personality step and shown on the prospect page.
 */
export const prospectPersonalities = pgTable(
  'prospect_personalities',
  {
    spaceId: spaceRef(),
    prospectId: ownerRef('prospect_id', () => prospects.id),
    /** One of core's personalityTypes (DISC). */
    type: text('type').notNull(),
    traits: jsonb('traits').$type<string[]>().notNull().default([]),
    /** How to write to this person. */
    advice: text('advice').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.prospectId] })],
);
export type ProspectPersonalityRow = typeof prospectPersonalities.$inferSelect;
