import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { integrations, sendingDomains } from '../../db/schema';
import type { Logger } from '../../logger';
import { type DkimKeySource, signingKey } from '../../providers/mail-auth/dkim-keys';
import type { DnsResolve } from '../../providers/mail-auth/dns-resolver';
import { normalizeDomain } from '../../providers/mail-auth/domain-records';
import type { Registrar } from '../../providers/registrar/registrar.provider';
import type { SecretBox } from '../../providers/secrets/credential-secrets';
import { grantCredits } from '../credits';
import { recheckRow } from './sending-domains.service';

/**
 * The domains' clock job (issue 29; spec ai-telephony §9 "Domain refresh within 5 minutes"): every
 * 5 minutes each registering domain asks the registrar where it stands (ready: its records are
 * checked at once; failed: its price is refunded to the wallet), and each ready domain's DNS is checked again once its last check is an hour old.
 */
export const readyRecheckMs = 60 * 60 * 1000;
const batchSize = 100;

export interface DomainJobDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
}

export interface DomainJobOutcome {
  ready: number;
  failed: number;
  checked: number;
}

export async function refreshSendingDomains(
  deps: DomainJobDeps,
  registrar: Registrar,
  resolve?: DnsResolve,
): Promise<DomainJobOutcome> {
  const now = deps.clock.now();
  const outcome: DomainJobOutcome = { ready: 0, failed: 0, checked: 0 };
  const registering = await deps.db
    .select()
    .from(sendingDomains)
    .where(eq(sendingDomains.status, 'registering'))
    .orderBy(asc(sendingDomains.createdAt))
    .limit(batchSize);
  for (const row of registering) {
    const registration = await registrar.status(row.registrarRef).catch((error: unknown) => {
      deps.logger.warn({ domainId: row.id, err: error }, 'registrar status failed');
      return null;
    });
    if (!registration || registration.status === 'registering') continue;
    const [updated] = await deps.db
      .update(sendingDomains)
      .set({ status: registration.status, readyAt: registration.readyAt, updatedAt: now })
      .where(and(eq(sendingDomains.id, row.id), eq(sendingDomains.status, 'registering')))
      .returning();
    outcome[registration.status] += 1;
    if (updated && registration.status === 'failed') {
      // A registration that failed gives its price back (the key names the domain: once only).
      await grantCredits(deps.db, {
        spaceId: updated.spaceId,
        amount: updated.price,
        kind: 'refund',
        idempotencyKey: `ai-domain-refund:${updated.id}`,
        description: `Domain ${updated.name}: registration failed`,
        now,
      });
    }
    if (updated && registration.status === 'ready') {
      await recheckRow(deps.db, updated, now, resolve);
      outcome.checked += 1;
    }
  }
  const stale = await deps.db
    .select()
    .from(sendingDomains)
    .where(
      and(
        eq(sendingDomains.status, 'ready'),
        or(
          isNull(sendingDomains.checkedAt),
          lt(sendingDomains.checkedAt, new Date(now.getTime() - readyRecheckMs)),
        ),
      ),
    )
    .orderBy(asc(sendingDomains.checkedAt))
    .limit(batchSize);
  for (const row of stale) {
    await recheckRow(deps.db, row, now, resolve);
    outcome.checked += 1;
  }
  return outcome;
}

/**
 * The DKIM keys of the product's ready domains, for the outreach mail transports
 * (`sharedTransports.useDkimKeys`): mail From an address on such a domain is signed with its key,
 * only when the sending mailbox (its integration) is of the domain's workspace.
 */
export function sendingDomainKeys(db: Db, box: () => Promise<SecretBox>): DkimKeySource {
  return async (input, integrationId) => {
    const domain = normalizeDomain(input);
    if (!domain || !isUuid(integrationId)) return null;
    const [row] = await db
      .select({
        dkimSelector: sendingDomains.dkimSelector,
        dkimPublicKey: sendingDomains.dkimPublicKey,
        dkimPrivateKey: sendingDomains.dkimPrivateKey,
      })
      .from(sendingDomains)
      .innerJoin(integrations, eq(integrations.spaceId, sendingDomains.spaceId))
      .where(
        and(
          eq(sendingDomains.name, domain),
          eq(sendingDomains.status, 'ready'),
          eq(integrations.id, integrationId),
        ),
      )
      .limit(1);
    if (!row) return null;
    return signingKey(await box(), domain, {
      selector: row.dkimSelector,
      publicKey: row.dkimPublicKey,
      privateKey: row.dkimPrivateKey,
    });
  };
}
