/**
 * GET /dialer/token (spec ai-telephony §7 "The voice provider uses a one-time login key and token
 * exchange, and a user name derived from the credential"; issue 27). The browser makes a fresh
 * random key for each exchange; the API exchanges each key once (a replayed request gets
 * nothing) for short-lived per-member SIP credentials (providers/voice/sip-credentials.ts), which
 * the SIP server checks on its own with the shared secret.
 */
import { lt } from 'drizzle-orm';
import { dialerLoginKeys, type UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import type { SpaceScope } from '../../platform/tenancy';
import type { Voice } from '../../providers/voice/create-voice';
import { sipCredentials, sipUserOf } from '../../providers/voice/sip-credentials';
import { dialerMessages } from './dialer.schema';
import { dialerActivation } from './dialer.service';

export async function exchangeLoginKey(
  scope: SpaceScope,
  voice: Voice,
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>,
  oneTimeKey: string,
) {
  if (!(await dialerActivation(scope))) throw new AppError(409, dialerMessages.notActivated);
  const now = scope.clock.now();
  const credentials = sipCredentials(voice.sip, sipUserOf(scope.spaceId, user.id), now);
  // Without a SIP server, a carrier with its own browser SDK (Twilio) gives the token that SDK
  // registers with; asked before the key is spent, so a carrier that refuses leaves it unused.
  const carrierToken = voice.sip.wsUrl ? undefined : voice.carrier.accessToken?.(credentials.sipUser);
  // Keys are kept until the credentials they gave would have expired, then swept.
  await scope.db.delete(dialerLoginKeys).where(lt(dialerLoginKeys.expiresAt, now));
  try {
    await scope.db.insert(dialerLoginKeys).values({
      spaceId: scope.spaceId,
      userId: user.id,
      key: oneTimeKey,
      expiresAt: credentials.expiresAt,
      createdAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, dialerMessages.keyUsed);
    throw error;
  }
  const displayName = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
  if (carrierToken)
    return {
      provider: voice.carrier.mode,
      carrier: voice.carrier.mode,
      ws_url: null,
      domain: null,
      sip_user: carrierToken.identity,
      uri: null,
      username: carrierToken.identity,
      password: null,
      token: carrierToken.token,
      display_name: displayName,
      expires_at: carrierToken.expiresAt.toISOString(),
    };
  return {
    provider: voice.sip.wsUrl ? ('sip' as const) : ('sandbox' as const),
    carrier: voice.carrier.mode,
    ws_url: voice.sip.wsUrl,
    domain: voice.sip.domain,
    sip_user: credentials.sipUser,
    uri: credentials.uri,
    username: credentials.username,
    password: credentials.password,
    token: credentials.password,
    display_name: displayName,
    expires_at: credentials.expiresAt.toISOString(),
  };
}
