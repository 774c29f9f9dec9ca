import type { OutboxMailJson } from '../src/modules/outbox/outbox.schema';
import type { TestContext } from './helpers';

/** Messages in the local outbox (GET /api/outbox), newest first. */
export async function readOutbox(
  ctx: TestContext,
  filter: { to?: string; kind?: string } = {},
): Promise<OutboxMailJson[]> {
  const query = new URLSearchParams();
  if (filter.to) query.set('to', filter.to);
  if (filter.kind) query.set('kind', filter.kind);
  const response = await ctx.request<OutboxMailJson[]>(`/api/outbox?${query}`);
  return response.payload;
}

/** The newest message to `to` of `kind`; throws when there is none. */
export async function latestMail(ctx: TestContext, to: string, kind: string): Promise<OutboxMailJson> {
  const [mail] = await readOutbox(ctx, { to, kind });
  if (!mail) throw new Error(`no ${kind} email to ${to} in the outbox`);
  return mail;
}

/** The first link in the message's text, e.g. http://localhost/auth/restore-password?restore_code=... */
export function firstLink(mail: OutboxMailJson): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return new URL(match[0]);
}
