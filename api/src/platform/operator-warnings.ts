import { publicUrlWarning } from '../public-url';
import type { AppDependencies } from './context';

/** server.ts logs this at start too: the outbox is what mail does without SMTP_URL. */
export const outboxWarning =
  'SMTP_URL is not set: emails are kept in the local outbox, readable from this machine and by platform admins only';

/**
 * The operator's problems with this node's set-up (issue 26 item 24), in the words of the start-up
 * log: PUBLIC_URL missing or not https, mail kept in the outbox. They go to the log, GET /health
 * and the admin console of platform super admins (GET /admin/operator_warnings), never to a
 * customer's screen. Empty when nothing needs the operator.
 */
export function operatorWarnings(deps: Pick<AppDependencies, 'publicUrl' | 'linkOrigin' | 'mail'>): string[] {
  const warnings: string[] = [];
  const links = publicUrlWarning(deps.publicUrl, deps.linkOrigin());
  if (links) warnings.push(links);
  if (deps.mail.mode === 'outbox') warnings.push(outboxWarning);
  return warnings;
}
