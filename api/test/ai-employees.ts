import type { SaveEmployeeInput } from '../src/modules/employees/employees.schema';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/client';
import { dialogs, messages, prospects } from '../src/db/schema';
import type { TypedTestApi } from './typed-client';

/**
 * The AI Employee set-up shared by the conversation tests (modules/employees/conversations), the
 * magic-campaign tests (modules/workflows/generation) and the conversations bench
 * (bench/ai-conversations.bench.ts): the employee's save body, the employee saved through
 * POST /employees and bound to an account, and a prospect's thread with its reply stored.
 * Whatever owns the app passes its typed client, database and clock (a TestContext is one).
 */
export interface AiFixtureHost {
  api: TypedTestApi;
  database: { db: Db };
  clock: Clock;
}

/** Dana Scully of Reachly, the prospect every drafted reply is grounded on. */
export const danaScully = {
  firstName: 'Dana',
  lastName: 'Scully',
  fullName: 'Dana Scully',
  companyName: 'Reachly',
} as const;

export interface EmployeeOptions {
  /** manual (approval first, the default of a new employee) or automatic. */
  mode?: 'manual' | 'automatic';
  /** Messages a day the employee may send (3 by default: the cap tests reach it). */
  dailyCap?: number;
  generateCampaigns?: SaveEmployeeInput['generate_campaigns'];
}

/** POST /employees' body: Ava Mitchell, a hiring objective, CTOs in the United States. */
export function employeeBody(credentialId: string | undefined, options: EmployeeOptions = {}) {
  return {
    credentials_id: credentialId,
    profile: 'ava-mitchell',
    employee_settings: {
      objective: {
        problem: 'Slow hiring',
        solution: 'Screening in a day',
        contact_reason: 'Your open roles',
        language: 'English',
        tone: 'professional' as const,
      },
      cases: [],
      free_value: [],
      faq: [],
    },
    targeting: {
      settings: {
        job_title: [{ name: 'CTO', value: 'CTO' }],
        country: [{ name: 'United States', value: 'United States' }],
        state: [],
        industry: [],
        employee_count: [],
        is_extend: false,
      },
    },
    messaging_settings: {
      mode: options.mode ?? 'manual',
      number_of_follow_ups: 2,
      daily_cap: options.dailyCap ?? 3,
      manual_settings: { follow_up: 'days_0' as const, priority: 400 as const },
    },
    ...(options.generateCampaigns ? { generate_campaigns: options.generateCampaigns } : {}),
  };
}

/** An employee of `member`'s workspace, saved through the API and bound to `credentialId`; its id. */
export async function saveEmployee(
  host: Pick<AiFixtureHost, 'api'>,
  member: { token: string },
  credentialId: string,
  options: EmployeeOptions = {},
): Promise<string> {
  const saved = await host.api.post('/employees', {
    token: member.token,
    body: employeeBody(credentialId, options),
  });
  return saved.payload.employee.id;
}

/** A prospect of the workspace (Dana Scully of Reachly, an address of her own); its id. */
export async function insertProspect(host: Pick<AiFixtureHost, 'database'>, spaceId: string) {
  const [prospect] = await host.database.db
    .insert(prospects)
    .values({
      spaceId,
      ...danaScully,
      workEmail: `dana-${Math.random().toString(36).slice(2, 10)}@reachly.test`,
    })
    .returning({ id: prospects.id });
  if (!prospect) throw new Error('no prospect');
  return prospect.id;
}

/** An inbound message of the thread `dialogId`, stored as `fields` say; its id. */
async function storeInbound(
  host: Pick<AiFixtureHost, 'database'>,
  fields: Omit<typeof messages.$inferInsert, 'direction'>,
): Promise<string> {
  const [message] = await host.database.db
    .insert(messages)
    .values({ ...fields, direction: 'in' })
    .returning({ id: messages.id });
  if (!message) throw new Error('no message');
  return message.id;
}

/** The prospect's message `text` stored in the thread, now; its id. */
export function replyIn(
  host: Pick<AiFixtureHost, 'database' | 'clock'>,
  dialogId: string,
  spaceId: string,
  text: string,
): Promise<string> {
  return storeInbound(host, {
    spaceId,
    dialogId,
    channel: 'social',
    kind: 'reply',
    text,
    sentAt: host.clock.now(),
  });
}

/** A thread of `credentialId` with a new prospect, and its reply stored (not yet heard by anyone). */
export async function threadWithReply(
  host: Pick<AiFixtureHost, 'database' | 'clock'>,
  spaceId: string,
  credentialId: string,
  text: string,
) {
  const prospectId = await insertProspect(host, spaceId);
  const [dialog] = await host.database.db
    .insert(dialogs)
    .values({ spaceId, credentialId, prospectId, isUnread: true })
    .returning();
  if (!dialog) throw new Error('no dialog');
  const messageId = await replyIn(host, dialog.id, spaceId, text);
  return { prospectId, dialogId: dialog.id, messageId };
}

/**
 * An email auto-reply stored in the thread as the IMAP poller stores it (channels/mail-polling):
 * inbound email of kind out_of_office, `detail.return_at` the parsed return date (ISO) or null; its id.
 */
export function outOfOfficeIn(
  host: Pick<AiFixtureHost, 'database' | 'clock'>,
  dialogId: string,
  spaceId: string,
  returnAt: Date | null,
  at: Date = host.clock.now(),
): Promise<string> {
  return storeInbound(host, {
    spaceId,
    dialogId,
    channel: 'email',
    kind: 'out_of_office',
    subject: 'Automatic reply: Out of office',
    text: 'I am out of the office with limited access to email.',
    detail: { from: 'dana@reachly.test', return_at: returnAt?.toISOString() ?? null },
    sentAt: at,
  });
}
