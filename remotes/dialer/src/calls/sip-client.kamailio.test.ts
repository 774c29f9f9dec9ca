// @vitest-environment node
/**
 * The SIP call client against a real Kamailio (ops/kamailio/kamailio.cfg, started by
 * e2e/kamailio.ts) over Node's WebSocket: it registers with the API's credentials and, when it
 * renews them, registers again with the new ones (JsSIP keeps the first digest's HA1: the renewed
 * password must win over it), so a bad renewal is refused by the server.
 */
import { UA } from 'jssip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SipSettings, sipCredentials } from '../../../../api/src/providers/voice/sip-credentials';
import { type RunningKamailio, skipWithoutKamailio, startKamailio } from '../../../../e2e/kamailio';
import type { DialerToken } from './call-client';
import { createSipClient } from './sip-client';

describe.skipIf(skipWithoutKamailio())('createSipClient against Kamailio', () => {
  let kamailio: RunningKamailio;
  let settings: SipSettings;

  beforeAll(async () => {
    kamailio = await startKamailio({ secret: 'client-test-secret', domain: 'sip.client.invalid' });
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

  /** GET /dialer/token's answer for `sipUser`, issued at `now` (the secret may be a wrong one). */
  function token(sipUser: string, now: Date, secret = settings.secret): DialerToken {
    const credentials = sipCredentials({ ...settings, secret }, sipUser, now);
    return {
      provider: 'sip',
      carrier: 'sandbox',
      ws_url: kamailio.wsUrl,
      domain: kamailio.domain,
      sip_user: credentials.sipUser,
      uri: credentials.uri,
      username: credentials.username,
      password: credentials.password,
      token: credentials.password,
      display_name: 'Casey Tester',
      expires_at: credentials.expiresAt.toISOString(),
    };
  }

  /** The client's registered/error events, and a wait for the n-th of them. */
  function watch(client: ReturnType<typeof createSipClient>) {
    const seen: string[] = [];
    const waiters: { count: number; resolve: () => void }[] = [];
    const record = (entry: string) => {
      seen.push(entry);
      for (const waiter of waiters) if (seen.length >= waiter.count) waiter.resolve();
    };
    client.on('registered', (registered) => record(registered ? 'registered' : 'unregistered'));
    client.on('error', (error) => record(`error: ${error.message}`));
    return {
      seen,
      events: (count: number) =>
        new Promise<void>((resolve) => {
          if (seen.length >= count) resolve();
          else waiters.push({ count, resolve });
        }),
    };
  }

  it('registers, renews its token before it expires and authenticates with the new one', async () => {
    const first = token('uclientone', new Date());
    const second = token('uclientone', new Date(Date.now() + 60_000));
    expect(second.username).not.toBe(first.username);
    let ua: UA | undefined;
    let renewed!: () => void;
    const secondRenewal = new Promise<void>((resolve) => {
      renewed = resolve;
    });
    let renewals = 0;
    // A renewal window longer than the tokens: each renewal is due as soon as the previous one is
    // done, so a second request for a token means the first one was put to use.
    const client = createSipClient(first, {
      renewBeforeMs: 700_000,
      renewToken: () => {
        renewals += 1;
        if (renewals === 1) return Promise.resolve(second);
        renewed();
        return new Promise<DialerToken>(() => {});
      },
      createUserAgent: (configuration) => {
        ua = new UA(configuration);
        return ua;
      },
    });
    const events = watch(client);
    await client.start();
    await secondRenewal;
    // A request the server authenticates: a MESSAGE to nobody. The renewed credentials pass (404:
    // no such member), where the first ones' cached digest with the new user name would get 403.
    const status = await new Promise<number | undefined>((resolve) => {
      ua?.sendMessage(`sip:nobody@${kamailio.domain}`, 'ping', {
        eventHandlers: {
          succeeded: (event) => resolve(event.response?.status_code),
          failed: (event) => resolve(event.response?.status_code),
        },
      });
    });
    expect(status).toBe(404);
    expect(events.seen).toEqual(['registered']);
    await client.stop();
  });

  it('reports a renewed token the server refuses', async () => {
    const first = token('uclienttwo', new Date());
    const forged = token('uclienttwo', new Date(Date.now() + 60_000), 'not-the-secret');
    const client = createSipClient(first, {
      renewBeforeMs: 600_000,
      renewToken: async () => forged,
    });
    const events = watch(client);
    await client.start();
    await events.events(3);
    expect(events.seen.slice(0, 3)).toEqual([
      'registered',
      'unregistered',
      'error: SIP registration failed: Rejected',
    ]);
    await client.stop();
  });
});
