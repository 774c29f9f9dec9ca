import { fetchDomains, type SendingDomain } from './mailboxes-api';
import { type Loaded, useLoaded } from './useLoaded';

/**
 * How often the domains are read again while one is registering: the API asks the registrar every
 * 5 minutes (spec ai-telephony §9 "Domain refresh within 5 minutes") and emits no event, so the
 * page polls; half a minute keeps the wait after the refresh short.
 */
export const registeringPollMs = 30_000;

const anyRegistering = (domains: readonly SendingDomain[]) =>
  domains.some((domain) => domain.status === 'registering');

/** GET /ai_email/domains, read again every 30 s while a domain is registering. */
export function useDomains(enabled = true): Loaded<SendingDomain[]> {
  return useLoaded(
    enabled ? 'domains' : 'domains:off',
    () => (enabled ? fetchDomains() : Promise.resolve([])),
    {
      pollWhile: anyRegistering,
      pollMs: registeringPollMs,
    },
  );
}
