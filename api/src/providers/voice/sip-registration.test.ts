/**
 * The credentials GET /dialer/token hands out (sip-credentials.ts) against a real SIP server:
 * Kamailio with ops/kamailio/kamailio.cfg (auth_ephemeral), started for this file on free ports,
 * and JsSIP over Node's WebSocket, as the browser registers.
 */
import JsSIP from 'jssip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningKamailio, skipWithoutKamailio, startKamailio } from '../../../../e2e/kamailio';
import { type SipSettings, sipCredentials, sipUserOf } from './sip-credentials';

type Outcome = { registered: true } | { registered: false; status: number | null; cause: string };

/** One REGISTER as the browser sends it; resolves with the server's answer, then stops the UA. */
function register(wsUrl: string, uri: string, username: string, password: string): Promise<Outcome> {
  const ua = new JsSIP.UA({
    sockets: [new JsSIP.WebSocketInterface(wsUrl)],
    uri,
    authorization_user: username,
    password,
    register: true,
    // One attempt: a refused registration is the answer, not something to retry.
    connection_recovery_min_interval: 60,
  });
  return new Promise<Outcome>((resolve) => {
    ua.on('registered', () => resolve({ registered: true }));
    ua.on('registrationFailed', (event) =>
      resolve({ registered: false, status: event.response?.status_code ?? null, cause: event.cause ?? '' }),
    );
    ua.start();
  }).finally(() => ua.stop());
}

describe.skipIf(skipWithoutKamailio())('SIP credentials against Kamailio', () => {
  let kamailio: RunningKamailio;
  let settings: SipSettings;

  beforeAll(async () => {
    kamailio = await startKamailio({ secret: 'registration-test-secret', domain: 'sip.test.invalid' });
    settings = {
      wsUrl: kamailio.wsUrl,
      domain: kamailio.domain,
      secret: kamailio.secret,
      ttlSeconds: 600,
      routesNumbers: false,
    };
  });

  afterAll(async () => {
    await kamailio?.stop();
  });

  it('registers a member with the credentials the API issues', async () => {
    const credentials = sipCredentials(settings, sipUserOf('space-1', 'user-1'), new Date());
    expect(credentials.uri).toBe(`sip:${credentials.sipUser}@sip.test.invalid`);
    await expect(
      register(kamailio.wsUrl, credentials.uri, credentials.username, credentials.password),
    ).resolves.toEqual({ registered: true });
  });

  it('refuses a wrong password', async () => {
    const credentials = sipCredentials(settings, sipUserOf('space-1', 'user-1'), new Date());
    const forged = sipCredentials({ ...settings, secret: 'not-the-secret' }, credentials.sipUser, new Date());
    expect(forged.username).toBe(credentials.username);
    const outcome = await register(kamailio.wsUrl, credentials.uri, credentials.username, forged.password);
    expect(outcome).toMatchObject({ registered: false, status: 403 });
  });

  it('refuses an expired user name, even with its right password', async () => {
    const issued = new Date(Date.now() - 2 * 3600_000);
    const credentials = sipCredentials(settings, sipUserOf('space-1', 'user-1'), issued);
    expect(credentials.expiresAt.getTime()).toBeLessThan(Date.now());
    const outcome = await register(
      kamailio.wsUrl,
      credentials.uri,
      credentials.username,
      credentials.password,
    );
    expect(outcome).toMatchObject({ registered: false, status: 403 });
  });

  it("refuses one member's credentials for another member's address", async () => {
    const mine = sipCredentials(settings, sipUserOf('space-1', 'user-1'), new Date());
    const theirs = sipCredentials(settings, sipUserOf('space-2', 'user-1'), new Date());
    expect(theirs.sipUser).not.toBe(mine.sipUser);
    const outcome = await register(kamailio.wsUrl, theirs.uri, mine.username, mine.password);
    expect(outcome).toMatchObject({ registered: false, status: 403 });
  });
});
