import { and, eq } from 'drizzle-orm';
import { type EmailProvider, integrations } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { checkMailboxDomain, type DomainCheck } from '../../providers/mail-auth/domain-check';
import type { DnsResolve } from '../../providers/mail-auth/dns-resolver';
import { normalizeDomain } from '../../providers/mail-auth/domain-records';
import { type CredentialAccess, canSee } from '../credentials';
import { mailDomainMessages } from './mail-domains.schema';

export interface MailDomainContext {
  scope: SpaceScope;
  access: CredentialAccess;
  /** Where the look-ups go; DNS_SERVERS (or the system's servers) when left out. */
  resolve?: DnsResolve;
}

/**
 * GET /integrations/{provider}/{id}/dns_check: the mailbox must be of this workspace, of the
 * provider the path names, and on a credential the member may see (404 otherwise, no hint it
 * exists); its address's domain is then checked (providers/mail-auth/domain-check.ts).
 */
export async function checkMailboxDns(
  context: MailDomainContext,
  provider: EmailProvider,
  id: string,
): Promise<DomainCheck> {
  const [row] = await context.scope.db
    .select({
      provider: integrations.provider,
      credentialId: integrations.credentialId,
      email: integrations.email,
    })
    .from(integrations)
    .where(and(inSpace(integrations, context.scope), eq(integrations.id, id)))
    .limit(1);
  if (!row || row.provider !== provider || !canSee(context.access, row.credentialId))
    throw new AppError(404, mailDomainMessages.mailboxNotFound);
  if (!row.email?.includes('@')) throw new AppError(400, mailDomainMessages.noAddress);
  if (!normalizeDomain(row.email.slice(row.email.lastIndexOf('@') + 1)))
    throw new AppError(400, mailDomainMessages.noDomain);
  return checkMailboxDomain(row.email, context.resolve ? { resolve: context.resolve } : {});
}
