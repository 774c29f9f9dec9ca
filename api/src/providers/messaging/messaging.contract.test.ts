/**
 * The messaging contract (issue 27: SMS): what the SMS module asks of a carrier, asked of every
 * adapter. The sandbox and the Twilio adapter run the same suite; Twilio offline, through the
 * real SDK whose HTTP client sends its REST calls to the local stand-in (a fresh account for each
 * test), and the stand-in's webhook requests signed as Twilio signs them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock';
import { StandinRequestClient } from '../voice/twilio-standin/standin-request-client';
import { startTwilioStandin } from '../voice/twilio-standin/twilio-standin';
import {
  type MessagingEvent,
  MessagingError,
  type MessagingProvider,
  messagingMessages,
} from './messaging.provider';
import { createMessaging } from './create-messaging';
import { createSandboxMessaging, sandboxDeliveryMs } from './sandbox.messaging';
import { createTwilioMessaging } from './twilio.messaging';
import { deliveredCallbacks, inboundRequest, messagesRoutes } from './twilio-standin-messages';

interface Opened {
  provider: MessagingProvider;
  /** A number of ours that can send texts. */
  ours: string;
  /** The events the carrier has for the app once the texts sent so far are delivered. */
  deliver(): MessagingEvent[];
  /** What the app receives when `from` texts `to`. */
  receive(text: { from: string; to: string; body: string }): MessagingEvent[];
}

const standin = await startTwilioStandin({ routes: messagesRoutes });
afterAll(() => standin.close());

const webhookUrl = 'https://app.example/api/sms/twilio';

const targets: { name: string; open(): Opened }[] = [
  {
    name: 'the sandbox',
    open() {
      const clock = createManualClock();
      const provider = createSandboxMessaging({ now: () => clock.now().getTime() });
      return {
        provider,
        ours: '+12135550100',
        deliver() {
          clock.advance(sandboxDeliveryMs);
          return provider.takeDue(clock.now());
        },
        receive(text) {
          provider.receive(text, clock.now());
          return provider.takeDue(clock.now());
        },
      };
    },
  },
  {
    name: 'Twilio (local stand-in of the REST API)',
    open() {
      const { accountSid, authToken, account } = standin.newAccount();
      const provider = createTwilioMessaging({
        accountSid,
        authToken,
        webhookUrl,
        httpClient: new StandinRequestClient(standin.url),
      });
      const parse = (request: Parameters<NonNullable<MessagingProvider['parseWebhook']>>[0]) =>
        provider.parseWebhook?.(request) ?? null;
      const present = (event: MessagingEvent | null): event is MessagingEvent => event !== null;
      return {
        provider,
        ours: '+12125550100',
        deliver: () => deliveredCallbacks(account).map(parse).filter(present),
        receive: (text) => [parse(inboundRequest(account, webhookUrl, text))].filter(present),
      };
    },
  },
];

describe.each(targets)('messaging contract on $name', (target) => {
  it('sends a text and answers the carrier id and a status', async () => {
    const { provider, ours } = target.open();
    const sent = await provider.send({ from: ours, to: '+14155550123', body: 'Hello there' });
    expect(sent.carrierId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(['queued', 'sent']).toContain(sent.status);
  });

  it('refuses a recipient that is not a phone number, in plain words (400)', async () => {
    const { provider, ours } = target.open();
    const refusal = await provider.send({ from: ours, to: '12', body: 'Hi' }).catch((error) => error);
    expect(refusal).toBeInstanceOf(MessagingError);
    expect(refusal).toMatchObject({
      code: 'invalid_number',
      status: 400,
      message: messagingMessages.wrongFormat,
    });
  });

  it('tells the app when a text is delivered, naming the carrier id', async () => {
    const opened = target.open();
    const sent = await opened.provider.send({ from: opened.ours, to: '+14155550123', body: 'Hello' });
    const events = opened.deliver();
    expect(events).toContainEqual({
      type: 'status',
      carrierId: sent.carrierId,
      from: opened.ours,
      status: 'delivered',
      error: null,
    });
    // Each event once.
    expect(opened.deliver().filter((event) => event.type === 'status')).toEqual([]);
  });

  it("hands a prospect's text to the app as an inbound message", () => {
    const opened = target.open();
    const [event] = opened.receive({ from: '+14155550123', to: opened.ours, body: 'STOP' });
    expect(event).toMatchObject({ type: 'inbound', from: '+14155550123', to: opened.ours, body: 'STOP' });
    expect(event?.type === 'inbound' && event.carrierId).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('says a US number needs a registration before it texts, a British mobile does not', () => {
    const { provider } = target.open();
    expect(
      provider.requiresRegistration({ number: '+18885550100', countryCode: 'US', category: 'toll_free' }),
    ).toBe(true);
    expect(
      provider.requiresRegistration({ number: '+447700900100', countryCode: 'GB', category: 'mobile' }),
    ).toBe(false);
  });
});

describe('the Twilio adapter', () => {
  it('refuses a webhook request whose signature is not Twilio’s (403)', () => {
    const { accountSid, authToken, account } = standin.newAccount();
    const provider = createTwilioMessaging({
      accountSid,
      authToken,
      httpClient: new StandinRequestClient(standin.url),
    });
    const request = inboundRequest(account, webhookUrl, {
      from: '+14155550123',
      to: '+12125550100',
      body: 'Hi',
    });
    expect(() =>
      provider.parseWebhook?.({ ...request, params: { ...request.params, Body: 'STOP' } }),
    ).toThrow(messagingMessages.badSignature);
    expect(() => provider.parseWebhook?.({ ...request, signature: undefined })).toThrow(
      messagingMessages.badSignature,
    );
    expect(() => provider.parseWebhook?.({ ...request, url: `${webhookUrl}?x=1` })).toThrow(
      messagingMessages.badSignature,
    );
  });

  it("refuses a From that is not the account's texting number, in plain words", async () => {
    const { accountSid, authToken } = standin.newAccount();
    const provider = createTwilioMessaging({
      accountSid,
      authToken,
      httpClient: new StandinRequestClient(standin.url),
    });
    const refusal = await provider
      .send({ from: '+14155550999', to: '+14155550123', body: 'Hi' })
      .catch((error) => error);
    expect(refusal).toMatchObject({ status: 409, message: 'This number of ours can not send text messages' });
  });

  it('sends US texts once TWILIO_SMS_REGISTERED says the registration is done', () => {
    const { accountSid, authToken } = standin.newAccount();
    const provider = createTwilioMessaging({ accountSid, authToken, registered: true });
    expect(
      provider.requiresRegistration({ number: '+12125550100', countryCode: 'US', category: 'local' }),
    ).toBe(false);
  });
});

describe('the sandbox', () => {
  it('replies "Thanks, call me tomorrow" from an even number, STOP from one ending in 0, nothing from an odd one', async () => {
    const clock = createManualClock();
    const sandbox = createSandboxMessaging({ now: () => clock.now().getTime() });
    await sandbox.send({ from: '+12135550100', to: '+14155550122', body: 'a' });
    await sandbox.send({ from: '+12135550100', to: '+14155550120', body: 'b' });
    await sandbox.send({ from: '+12135550100', to: '+14155550121', body: 'c' });
    expect(sandbox.takeDue(clock.now())).toEqual([]);
    clock.advance(sandboxDeliveryMs);
    expect(sandbox.takeDue(clock.now()).map((event) => event.type)).toEqual(['status', 'status', 'status']);
    clock.advance(60_000);
    const replies = sandbox.takeDue(clock.now());
    expect(replies.map((event) => event.type === 'inbound' && [event.from, event.body])).toEqual([
      ['+14155550122', 'Thanks, call me tomorrow'],
      ['+14155550120', 'STOP'],
    ]);
  });

  it('does not deliver to a number ending in 9', async () => {
    const clock = createManualClock();
    const sandbox = createSandboxMessaging({ now: () => clock.now().getTime() });
    const sent = await sandbox.send({ from: '+12135550100', to: '+14155550129', body: 'a' });
    clock.advance(sandboxDeliveryMs);
    expect(sandbox.takeDue(clock.now())).toEqual([
      {
        type: 'status',
        carrierId: sent.carrierId,
        from: '+12135550100',
        status: 'undelivered',
        error: expect.any(String),
      },
    ]);
  });
});

describe('the messaging provider from configuration', () => {
  const twilio = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'secret' };
  const usLocal = { number: '+12125550100', countryCode: 'US', category: 'local' } as const;

  it('is the sandbox without TWILIO_*, Twilio with them', () => {
    expect(createMessaging({ env: {} }).mode).toBe('sandbox');
    expect(createMessaging({ env: twilio }).mode).toBe('twilio');
  });

  it('lets US numbers text on Twilio only once TWILIO_SMS_REGISTERED says so', () => {
    expect(createMessaging({ env: twilio }).requiresRegistration(usLocal)).toBe(true);
    expect(
      createMessaging({ env: { ...twilio, TWILIO_SMS_REGISTERED: 'true' } }).requiresRegistration(usLocal),
    ).toBe(false);
    expect(() => createMessaging({ env: { ...twilio, TWILIO_SMS_REGISTERED: 'maybe' } })).toThrow(
      'TWILIO_SMS_REGISTERED must be true or false',
    );
  });
});
