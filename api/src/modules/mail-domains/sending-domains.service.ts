import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { type SendingDomainRow, sendingDomains } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { defaultDkimSelector, generateDkimKey, sealDkimKey } from '../../providers/mail-auth/dkim-keys';
import type { DnsResolve } from '../../providers/mail-auth/dns-resolver';
import { checkDomain, type DomainCheck, expectationsFor } from '../../providers/mail-auth/domain-check';
import {
  type DnsRecord,
  domainRecords,
  normalizeDomain,
  type SendingDomainSettings,
} from '../../providers/mail-auth/domain-records';
import { type Registrar, RegistrarError } from '../../providers/registrar/registrar.provider';
import type { SecretBox } from '../../providers/secrets/credential-secrets';
import { debitCredits } from '../credits';
import type { DomainRecordSettings } from './sending-domains.settings';

/**
 * The AI email service's sending domains (issue 29; spec ai-telephony §2 "domains", §4
 * "registering, then ready"): availability and price from the registrar, the purchase (charged to
 * the wallet as "ai_domain" before the registrar registers, so a short balance buys nothing), the
 * records to publish, and the DNS check of them.
 */
export const sendingDomainMessages = {
  notFound: 'Domain not found',
  invalid: 'This is not a domain that can be registered (a name and an ending such as acme.com)',
  taken: 'This domain is taken',
} as const;

export interface SendingDomainView {
  id: string;
  name: string;
  status: SendingDomainRow['status'];
  price: number;
  created_at: string;
  ready_at: string | null;
  checked_at: string | null;
  check_status: DomainCheck['status'] | null;
}

export interface SendingDomainDetail extends SendingDomainView {
  records: DnsRecord[];
  last_check: DomainCheck | null;
}

/** The records' settings of a row: what it was sold with, and its own DKIM key. */
export function rowSettings(row: SendingDomainRow): SendingDomainSettings {
  return {
    ...(row.recordSettings as DomainRecordSettings),
    dkim: { selector: row.dkimSelector, publicKey: row.dkimPublicKey },
  };
}

export function domainView(row: SendingDomainRow): SendingDomainView {
  const check = row.lastCheck as DomainCheck | null;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    price: row.price,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    checked_at: row.checkedAt?.toISOString() ?? null,
    check_status: check?.status ?? null,
  };
}

export function domainDetail(row: SendingDomainRow): SendingDomainDetail {
  return {
    ...domainView(row),
    records: domainRecords(row.name, rowSettings(row)),
    last_check: row.lastCheck as DomainCheck | null,
  };
}

export async function listSendingDomains(scope: SpaceScope): Promise<SendingDomainView[]> {
  const rows = await scope.db
    .select()
    .from(sendingDomains)
    .where(inSpace(sendingDomains, scope))
    .orderBy(desc(sendingDomains.createdAt), desc(sendingDomains.id));
  return rows.map(domainView);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A domain of this workspace; 404 for another's, an unknown id or a path that is no id. */
async function findRow(scope: SpaceScope, id: string): Promise<SendingDomainRow> {
  if (!uuidPattern.test(id)) throw new AppError(404, sendingDomainMessages.notFound);
  const [row] = await scope.db
    .select()
    .from(sendingDomains)
    .where(and(inSpace(sendingDomains, scope), eq(sendingDomains.id, id)))
    .limit(1);
  if (!row) throw new AppError(404, sendingDomainMessages.notFound);
  return row;
}

export async function getSendingDomain(scope: SpaceScope, id: string): Promise<SendingDomainDetail> {
  return domainDetail(await findRow(scope, id));
}

/** GET availability: the registrar's offer; a name any workspace here already holds is taken. */
export async function checkAvailability(scope: SpaceScope, registrar: Registrar, name: string) {
  const domain = normalizeDomain(name);
  const offer = domain ? await registrar.check(domain) : null;
  if (!offer) throw new AppError(400, sendingDomainMessages.invalid);
  const [held] = await scope.db
    .select({ id: sendingDomains.id })
    .from(sendingDomains)
    .where(eq(sendingDomains.name, offer.domain))
    .limit(1);
  return { domain: offer.domain, available: offer.available && !held, price: offer.price };
}

export interface BuyDomainContext {
  scope: SpaceScope;
  registrar: Registrar;
  box: SecretBox;
  userId: string;
  settings: DomainRecordSettings;
}

/** POST buy: charges the price, keeps the row with a fresh DKIM key, registers; one transaction. */
export async function buySendingDomain(context: BuyDomainContext, name: string) {
  const { scope, registrar } = context;
  const offer = await checkAvailability(scope, registrar, name);
  if (!offer.available) throw new AppError(409, sendingDomainMessages.taken);
  const now = scope.clock.now();
  const key = sealDkimKey(context.box, await generateDkimKey(defaultDkimSelector(now)));
  const reference = randomUUID();
  let balance = 0;
  const row = await scope.db
    .transaction(async (tx) => {
      const debit = await debitCredits(tx, {
        spaceId: scope.spaceId,
        userId: context.userId,
        amount: offer.price,
        category: 'ai_domain',
        idempotencyKey: `ai-domain:${reference}`,
        description: `Domain ${offer.domain}`,
        now,
      });
      balance = debit.balance;
      // The row first (a name already kept is refused before anything is bought), then the
      // registrar's call, last: when it refuses or fails, the debit and the row roll back; when it
      // succeeds, only this row's update is left before the commit.
      const [inserted] = await tx
        .insert(sendingDomains)
        .values({
          spaceId: scope.spaceId,
          name: offer.domain,
          status: 'registering',
          registrarRef: '',
          price: offer.price,
          dkimSelector: key.selector,
          dkimPublicKey: key.publicKey,
          dkimPrivateKey: key.privateKey,
          recordSettings: context.settings,
          createdBy: context.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: sendingDomains.id });
      if (!inserted) throw new Error('sending domain not inserted');
      const registration = await registrar.register(offer.domain);
      const [registered] = await tx
        .update(sendingDomains)
        .set({
          status: registration.status,
          registrarRef: registration.id,
          readyAt: registration.status === 'registering' ? null : registration.readyAt,
        })
        .where(eq(sendingDomains.id, inserted.id))
        .returning();
      if (!registered) throw new Error('sending domain not kept');
      return registered;
    })
    .catch((error: unknown) => {
      if (error instanceof RegistrarError) throw new AppError(409, error.message);
      if (isUniqueViolation(error)) throw new AppError(409, sendingDomainMessages.taken);
      throw error;
    });
  return { domain: domainDetail(row), balance };
}

/** Looks the domain's records up now and keeps the result. */
export async function recheckRow(
  db: SpaceScope['db'],
  row: SendingDomainRow,
  now: Date,
  resolve?: DnsResolve,
): Promise<SendingDomainRow> {
  const check = await checkDomain(row.name, expectationsFor(rowSettings(row)), resolve ? { resolve } : {});
  const [updated] = await db
    .update(sendingDomains)
    .set({ lastCheck: check, checkedAt: now, updatedAt: now })
    .where(eq(sendingDomains.id, row.id))
    .returning();
  return updated ?? row;
}

export async function recheckSendingDomain(scope: SpaceScope, id: string, resolve?: DnsResolve) {
  const row = await findRow(scope, id);
  return domainDetail(await recheckRow(scope.db, row, scope.clock.now(), resolve));
}

/** DELETE: the product stops using the domain (its key goes with the row); the registration is not cancelled. */
export async function deleteSendingDomain(scope: SpaceScope, id: string) {
  const row = await findRow(scope, id);
  await scope.db.delete(sendingDomains).where(eq(sendingDomains.id, row.id));
  return { id: row.id };
}
