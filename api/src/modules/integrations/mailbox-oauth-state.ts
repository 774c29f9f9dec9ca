import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailboxOAuthProvider } from '../../providers/outreach-email/oauth-mailbox';

/**
 * The `state` of a Google or Microsoft mailbox sign-in: the callback arrives without our session,
 * so it says which workspace, credential and integration asked, until when, signed with the OAuth
 * app's secret (like the CRM's, crm-sync.service.ts readOauthState).
 */
export interface MailboxOAuthState {
  provider: MailboxOAuthProvider;
  spaceId: string;
  credentialId: string;
  integrationId: string;
}

/** Long enough to sign in and consent, short enough that an old link is worthless. */
export const mailboxStateLifetimeMs = 15 * 60 * 1000;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`mailbox:${payload}`).digest('base64url');
}

export function signMailboxState(secret: string, state: MailboxOAuthState, now: Date): string {
  const expiresAt = now.getTime() + mailboxStateLifetimeMs;
  const payload = [state.provider, state.spaceId, state.credentialId, state.integrationId, expiresAt].join(
    '.',
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** What a callback's state names, when its signature holds and it has not expired; null otherwise. */
export function readMailboxState(
  secret: string,
  provider: MailboxOAuthProvider,
  state: string,
  now: Date,
): MailboxOAuthState | null {
  const parts = state.split('.');
  if (parts.length !== 6 || parts[0] !== provider) return null;
  const payload = parts.slice(0, 5).join('.');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(parts[5] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!(Number(parts[4]) > now.getTime())) return null;
  return {
    provider,
    spaceId: parts[1] ?? '',
    credentialId: parts[2] ?? '',
    integrationId: parts[3] ?? '',
  };
}
