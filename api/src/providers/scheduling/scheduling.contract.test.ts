import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalendlyStandIn, startCalendlyStandIn } from '../../../test/stand-ins/calendly';
import { type HookReceiver, startHookReceiver } from '../../../test/stand-ins/hook-receiver';
import { createCalendlyProvider } from './calendly.adapter';
import { createSandboxScheduling } from './sandbox.scheduling';
import {
  type SchedulingAccount,
  type SchedulingProvider,
  SchedulingRequestFailed,
  type SchedulingTokens,
  SchedulingUnauthorized,
  signatureHeader,
  verifyBookingSignature,
} from './scheduling.provider';

/** What the suite needs of each provider beside the port: a code, a refused token, a delivered booking. */
interface Harness {
  provider: SchedulingProvider;
  code(): string;
  expire(accessToken: string): void;
  deliver(input: {
    subscriptionUri: string;
    callbackUrl: string;
    signingKey: string;
    account: SchedulingAccount;
    email: string;
  }): Promise<Response>;
  close(): Promise<void>;
}

interface Case {
  name: string;
  start(): Promise<Harness>;
}

const redirectUri = 'http://localhost:3000/api/integrations/calendly/oauth_callback';

const cases: Case[] = [
  {
    name: 'calendly (against the stand-in)',
    async start() {
      const standIn: CalendlyStandIn = await startCalendlyStandIn({ eventTypeCount: 130 });
      return {
        provider: createCalendlyProvider({
          apiUrl: standIn.url,
          authUrl: standIn.url,
          clientId: 'client-id',
          clientSecret: 'client-secret',
        }),
        code: () => standIn.oauthCode(),
        expire: (token) => standIn.tokens.delete(token),
        deliver: (input) => standIn.book({ subscriptionUri: input.subscriptionUri, email: input.email }),
        close: () => standIn.close(),
      };
    },
  },
  {
    name: 'sandbox',
    async start() {
      const sandbox = createSandboxScheduling();
      return {
        provider: sandbox,
        code: () => sandbox.newCode(),
        expire: (token) => sandbox.expire(token),
        deliver: (input) =>
          sandbox.deliverBooking({
            callbackUrl: input.callbackUrl,
            signingKey: input.signingKey,
            userUri: input.account.uri,
            email: input.email,
            at: new Date(),
          }),
        close: async () => {},
      };
    },
  },
];

describe.each(cases)('scheduling contract: $name', (testCase) => {
  let harness: Harness;
  let receiver: HookReceiver;
  const connect = async (): Promise<SchedulingTokens> =>
    harness.provider.exchangeCode(harness.code(), redirectUri);

  beforeAll(async () => {
    harness = await testCase.start();
    receiver = await startHookReceiver({ path: '/api/integrations/calendly/webhook/abc' });
  });
  afterAll(async () => {
    await harness.close();
    await receiver.close();
  });

  it('builds an authorisation URL that carries the state and comes back to the redirect URI', () => {
    const url = new URL(harness.provider.authorizeUrl('state-123', redirectUri));
    expect(url.searchParams.get('state')).toBe('state-123');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
  });

  it('exchanges a code for tokens once, and refuses a made-up code', async () => {
    const code = harness.code();
    const tokens = await harness.provider.exchangeCode(code, redirectUri);
    expect(tokens.accessToken).not.toBe('');
    expect(tokens.refreshToken).not.toBeNull();
    await expect(harness.provider.exchangeCode(code, redirectUri)).rejects.toBeInstanceOf(
      SchedulingRequestFailed,
    );
    await expect(harness.provider.exchangeCode('made-up', redirectUri)).rejects.toBeInstanceOf(
      SchedulingRequestFailed,
    );
  });

  it("tells the token's account and lists its event types, every page", async () => {
    const client = harness.provider.client(await connect());
    const account = await client.currentUser();
    expect(account.uri).toMatch(/\/users\//);
    expect(account.name).not.toBe('');
    const types = await client.eventTypes(account.uri);
    expect(types.length).toBeGreaterThanOrEqual(3);
    expect(new Set(types.map((type) => type.uri)).size).toBe(types.length);
    expect(types.every((type) => type.name !== '')).toBe(true);
  });

  it('refuses a token it never issued with SchedulingUnauthorized', async () => {
    const client = harness.provider.client({ accessToken: 'wrong', refreshToken: null, expiresAt: null });
    await expect(client.currentUser()).rejects.toBeInstanceOf(SchedulingUnauthorized);
  });

  it('renews a refused access token with the refresh token and says so', async () => {
    const tokens = await connect();
    harness.expire(tokens.accessToken);
    const refreshed: SchedulingTokens[] = [];
    const client = harness.provider.client({
      ...tokens,
      onRefreshed: async (next) => {
        refreshed.push(next);
      },
    });
    expect((await client.currentUser()).uri).toMatch(/\/users\//);
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]?.accessToken).not.toBe(tokens.accessToken);
  });

  it('a revoked connection is refused afterwards', async () => {
    const tokens = await connect();
    await harness.provider.client(tokens).revoke();
    harness.expire(tokens.accessToken);
    const client = harness.provider.client({ ...tokens, refreshToken: null });
    await expect(client.currentUser()).rejects.toBeInstanceOf(SchedulingUnauthorized);
  });

  it('delivers a booking to the subscription, signed with its key', async () => {
    const client = harness.provider.client(await connect());
    const account = await client.currentUser();
    const signingKey = 'signing-key-of-this-subscription';
    const subscriptionUri = await client.subscribe({ callbackUrl: receiver.url, signingKey, account });
    expect(subscriptionUri).not.toBe('');
    const response = await harness.deliver({
      subscriptionUri,
      callbackUrl: receiver.url,
      signingKey,
      account,
      email: 'prospect@example.test',
    });
    expect(response.status).toBe(200);
    const delivered = receiver.received.at(-1);
    const header = String(delivered?.headers[signatureHeader] ?? '');
    const body = delivered?.body ?? '';
    expect(verifyBookingSignature(signingKey, body, header, new Date())).toBe(true);
    expect(verifyBookingSignature('another-key', body, header, new Date())).toBe(false);
    expect(verifyBookingSignature(signingKey, `${body} `, header, new Date())).toBe(false);
    expect(verifyBookingSignature(signingKey, body, header, new Date(Date.now() + 10 * 60_000))).toBe(false);
    expect(JSON.parse(body)).toMatchObject({
      event: 'invitee.created',
      payload: { email: 'prospect@example.test' },
    });
    await client.unsubscribe(subscriptionUri);
  });
});
