import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { credentials, type HostedMailboxRow, hostedMailboxes, sendingDomains } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { limitReachedCode } from '@outreach/core/billing';
import type { PlanSpace } from '../../platform/entitlements';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { type MailHost, MailHostError } from '../../providers/mail-hosting/mail-host.provider';
import type { SecretBox } from '../../providers/secrets/credential-secrets';
import { type CredentialAccess, canSee, insertMailboxCredential } from '../credentials';
import { debitCredits } from '../credits';
import {
  announceIntegration,
  deleteIntegrationRow,
  emailIntegrationPlaces,
  insertHostedMailboxIntegration,
} from '../integrations';
import { type CreateMailboxInput, hostedMailboxMessages, mailboxesPerDomain } from './mailboxes.schema';

/**
 * The AI email service's mailboxes (issue 29; spec ai-telephony §4 "at most 3 mailboxes per
 * domain, mailbox slots are needed before mailboxes can be created, duplicate mailbox names are
 * refused"). A mailbox takes one of the plan's email integration places (its slots: a hosted
 * mailbox is an email integration like a connected one), costs its price in credits ("ai_mailbox"),
 * is made on the mail host (providers/mail-hosting) and gets a connected `ai_email_service`
 * integration, so campaigns send from it and the inbox reads it as any connected mailbox.
 */
export interface HostedMailboxView {
  id: string;
  address: string;
  local_part: string;
  domain_id: string;
  domain: string;
  from_name: string;
  credentials_id: string | null;
  integration_id: string | null;
  host: HostedMailboxRow['host'];
  price: number;
  created_at: string;
}

export interface MailboxesContext {
  scope: SpaceScope;
  space: PlanSpace;
  host: MailHost;
  /** What a mailbox costs, in credits (MAIL_HOSTING_MAILBOX_PRICE). */
  price: number;
}

export interface CreateMailboxContext extends MailboxesContext {
  box: SecretBox;
  userId: string;
  access: CredentialAccess;
}

function mailboxView(row: HostedMailboxRow, domain: string): HostedMailboxView {
  return {
    id: row.id,
    address: row.address,
    local_part: row.localPart,
    domain_id: row.domainId,
    domain,
    from_name: row.fromName,
    credentials_id: row.credentialId,
    integration_id: row.integrationId,
    host: row.host,
    price: row.price,
    created_at: row.createdAt.toISOString(),
  };
}

/** The mailbox slots: the plan's email integration places and those in use. */
async function slotsOf(context: MailboxesContext) {
  const { limit, used } = await emailIntegrationPlaces(context.scope.db, context.scope, context.space);
  return { limit, used, available: limit === null ? null : Math.max(0, limit - used) };
}

/** The 402 "Not enough mailbox slots" warning, with the code and numbers a client shows it by. */
function noSlots(limit: number): AppError {
  return new AppError(402, hostedMailboxMessages.noSlots(limit), undefined, {
    code: limitReachedCode,
    feature: 'email_integrations',
    limit,
  });
}

export async function listHostedMailboxes(context: MailboxesContext) {
  const { scope } = context;
  const rows = await scope.db
    .select({ mailbox: hostedMailboxes, domain: sendingDomains.name })
    .from(hostedMailboxes)
    .innerJoin(sendingDomains, eq(sendingDomains.id, hostedMailboxes.domainId))
    .where(inSpace(hostedMailboxes, scope))
    .orderBy(desc(hostedMailboxes.createdAt), desc(hostedMailboxes.id));
  return {
    mailboxes: rows.map((row) => mailboxView(row.mailbox, row.domain)),
    slots: await slotsOf(context),
    per_domain: mailboxesPerDomain,
    price: context.price,
  };
}

/** The sender named in the input: one of the workspace's that the user may see, else a 404. */
async function visibleSender(context: CreateMailboxContext, id: string): Promise<string> {
  const [row] = await context.scope.db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(inSpace(credentials, context.scope), eq(credentials.id, id)))
    .limit(1);
  if (!row || !canSee(context.access, row.id))
    throw new AppError(404, hostedMailboxMessages.credentialNotFound);
  return row.id;
}

/** "Ana Lopez" → first and last name of the sender made for the mailbox. */
function senderNames(fromName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fromName.split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * POST: checks (a ready domain of the workspace, a free slot, fewer than 3 on the domain, a new
 * address), then the mailbox on the host, then one transaction: the debit, the sender when none
 * is named, the integration (the slot taken under the mailboxes' lock) and the row. A refusal
 * inside the transaction takes the mailbox off the host again.
 */
export async function createHostedMailbox(context: CreateMailboxContext, input: CreateMailboxInput) {
  const { scope, host } = context;
  const [domain] = await scope.db
    .select()
    .from(sendingDomains)
    .where(and(inSpace(sendingDomains, scope), eq(sendingDomains.id, input.domain_id)))
    .limit(1);
  if (!domain) throw new AppError(404, hostedMailboxMessages.domainNotFound);
  if (domain.status !== 'ready') throw new AppError(409, hostedMailboxMessages.domainNotReady);
  const slots = await slotsOf(context);
  if (slots.limit !== null && slots.used >= slots.limit) throw noSlots(slots.limit);
  const address = `${input.local_part}@${domain.name}`;
  const [taken] = await scope.db
    .select({ id: hostedMailboxes.id })
    .from(hostedMailboxes)
    .where(eq(hostedMailboxes.address, address))
    .limit(1);
  if (taken) throw new AppError(409, hostedMailboxMessages.duplicate);
  if ((await mailboxesOn(scope.db, domain.id)) >= mailboxesPerDomain)
    throw new AppError(409, hostedMailboxMessages.perDomain);
  const credentialId = input.credentials_id ? await visibleSender(context, input.credentials_id) : null;

  const password = randomBytes(18).toString('base64url');
  await host.addDomain(domain.name);
  try {
    await host.addMailbox(address, password);
  } catch (error) {
    if (error instanceof MailHostError) throw new AppError(409, hostedMailboxMessages.duplicate);
    throw error;
  }
  const now = scope.clock.now();
  let balance = 0;
  let createdSender = false;
  try {
    const created = await scope.db.transaction(async (tx) => {
      // The domain's row held: two requests cannot both take its third place.
      await tx
        .select({ id: sendingDomains.id })
        .from(sendingDomains)
        .where(eq(sendingDomains.id, domain.id))
        .for('update');
      if ((await mailboxesOn(tx, domain.id)) >= mailboxesPerDomain)
        throw new AppError(409, hostedMailboxMessages.perDomain);
      const debit = await debitCredits(tx, {
        spaceId: scope.spaceId,
        userId: context.userId,
        amount: context.price,
        category: 'ai_mailbox',
        idempotencyKey: `ai-mailbox:${randomUUID()}`,
        description: `Mailbox ${address}`,
        now,
      });
      balance = debit.balance;
      const senderId =
        credentialId ??
        (
          await insertMailboxCredential(
            tx,
            scope,
            { userId: context.userId, access: context.access },
            { username: address, ...senderNames(input.from_name), timezone: 'UTC' },
          )
        ).id;
      createdSender = credentialId === null;
      const integration = await insertHostedMailboxIntegration(
        tx,
        scope,
        {
          credentialId: senderId,
          email: address,
          fromName: input.from_name,
          smtp: { ...host.servers.smtp, user: address, password },
          imap: { ...host.servers.imap, user: address, password },
          secrets: context.box,
          limit: slots.limit,
        },
        noSlots,
      );
      const [row] = await tx
        .insert(hostedMailboxes)
        .values({
          spaceId: scope.spaceId,
          domainId: domain.id,
          localPart: input.local_part,
          address,
          fromName: input.from_name,
          credentialId: senderId,
          integrationId: integration.id,
          host: host.kind,
          price: context.price,
          createdBy: context.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('hosted mailbox not inserted');
      return { row, integration };
    });
    if (createdSender) await scope.realtime.credentialsChanged?.(scope.spaceId);
    announceIntegration(scope, created.integration);
    return { mailbox: mailboxView(created.row, domain.name), balance };
  } catch (error) {
    await host.removeMailbox(address);
    if (isUniqueViolation(error)) throw new AppError(409, hostedMailboxMessages.duplicate);
    throw error;
  }
}

async function mailboxesOn(db: SpaceScope['db'], domainId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(hostedMailboxes)
    .where(eq(hostedMailboxes.domainId, domainId));
  return row?.n ?? 0;
}

/** DELETE: the integration goes (its slot frees), then the row, then the mailbox on the host. The sender stays. */
export async function deleteHostedMailbox(context: MailboxesContext, id: string) {
  const { scope } = context;
  if (!isUuid(id)) throw new AppError(404, hostedMailboxMessages.notFound);
  const [row] = await scope.db
    .select()
    .from(hostedMailboxes)
    .where(and(inSpace(hostedMailboxes, scope), eq(hostedMailboxes.id, id)))
    .limit(1);
  if (!row) throw new AppError(404, hostedMailboxMessages.notFound);
  if (row.integrationId) await deleteIntegrationRow(scope, row.integrationId);
  await scope.db.delete(hostedMailboxes).where(eq(hostedMailboxes.id, row.id));
  await context.host.removeMailbox(row.address);
  return { id: row.id };
}
