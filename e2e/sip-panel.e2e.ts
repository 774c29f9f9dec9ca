/**
 * A real call through the product's dialer panel over Kamailio (issue 27, "Done when"): a product
 * server with SIP_WS_URL, SIP_DOMAIN and SIP_SECRET pointing at a Kamailio (ops/kamailio/kamailio.cfg,
 * e2e/kamailio.ts) that routes calls to our numbers through the API (API_URL, GET /api/sip/route).
 * Two members of one Scale workspace, A and B, each signed in in their own Chromium page with the
 * fake microphone; B owns number N (and another, bought first), a prospect of the workspace has
 * phone N. The product has SIP_ROUTES_NUMBERS=true: A's call to N goes to the number, and route[DID]
 * rings its owner, as a carrier's call would.
 *
 * 1. A opens the panel from the header, picks A's number, dials N; B's panel rings (SIP), B
 *    answers; both are connected and their timers run; A sends a DTMF tone from the keypad and
 *    mutes; A hangs up. The call, with its duration and a recording made in A's browser that plays,
 *    is in A's call history (/dialer) and in the prospect's thread; B's history has it as incoming
 *    to N (not to B's first number).
 * 2. A carrier's INVITE to N (a PSTN caller, through the trunk port) rings B's panel with the
 *    caller's number; the caller gives up; B's history has the incoming call. A number that is not
 *    ours is 404 and a forwarded one 302 to its number_to_redirect.
 */
import { randomBytes } from 'node:crypto';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser } from './browser';
import {
  buyAustinNumber,
  callingWorkspace,
  fakeMediaArgs,
  joinAsMember,
  type OwnedNumber,
  openAs,
  openDialerPanel,
  type Person,
  releaseNumber,
} from './dialer-fixture';
import { type RunningKamailio, skipWithoutKamailio, startKamailio } from './kamailio';
import { freePort, type RunningServer, startServer } from './server';
import { trunkInvite } from './sip-trunk';

interface CallItem {
  id: string;
  direction: string;
  result: string;
  duration: number;
  phone_number: string;
  prospect_phone_number: string;
  record_url: string | null;
}

/**
 * Resolves once `page`'s SIP client is registered: Kamailio's 200 to its REGISTER on the WebSocket
 * (rejects after 30 s without it).
 */
function registered(page: Page): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('the SIP client did not register in 30 s')), 30_000);
    deadline.unref();
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (/^SIP\/2\.0 200 /.test(text) && /\r\nCSeq: \d+ REGISTER\r\n/i.test(text)) {
          clearTimeout(deadline);
          resolve();
        }
      });
    });
  });
}

/** Counts the DTMF tones the page's RTCDTMFSenders play (their tonechange events) in window.tonesPlayed. */
async function watchDtmf(page: Page): Promise<void> {
  await page.evaluate(() => {
    const played: string[] = [];
    (window as unknown as { tonesPlayed: string[] }).tonesPlayed = played;
    const insert = RTCDTMFSender.prototype.insertDTMF;
    const watched = new WeakSet<RTCDTMFSender>();
    RTCDTMFSender.prototype.insertDTMF = function (this: RTCDTMFSender, ...args) {
      if (!watched.has(this)) {
        watched.add(this);
        this.addEventListener('tonechange', (event) => {
          if (event.tone) played.push(event.tone);
        });
      }
      return insert.apply(this, args);
    };
  });
}

/**
 * A number `token`'s member owns that the panel dials: the sandbox's inventory may hand out a NANP
 * number whose exchange starts with 0 or 1, which the panel refuses ("Wrong phone number format").
 */
async function dialableNumber(baseUrl: string, token: string): Promise<OwnedNumber> {
  for (let tries = 0; tries < 5; tries += 1) {
    const phone = await buyAustinNumber(baseUrl, token);
    if (isValidPhoneNumber(phone.number)) return phone;
    await releaseNumber(baseUrl, token, phone);
  }
  throw new Error('the sandbox sold no dialable number in 5 tries');
}

describe.skipIf(skipWithoutKamailio())('a call through the dialer panel over Kamailio', () => {
  let kamailio: RunningKamailio;
  let product: RunningServer;
  let browser: Browser;
  let baseUrl: string;
  let a: Person;
  let b: Person;
  let numberA: OwnedNumber;
  let numberN: OwnedNumber;
  let otherOfB: OwnedNumber | undefined;
  let forwarded: OwnedNumber | undefined;
  let prospectId: string;
  let pageB: Page;
  let panelB: Locator;
  const domain = 'sip.e2e.invalid';

  const history = (person: Person) =>
    api<{ items: CallItem[] }>(baseUrl, person.token, 'GET', '/dialer/calls').then((page) => page.items);

  beforeAll(async () => {
    const secret = randomBytes(32).toString('hex');
    // The product must know SIP_WS_URL, Kamailio the product's address: the WebSocket port first.
    const wsPort = await freePort();
    product = await startServer(
      {
        SIP_WS_URL: `ws://127.0.0.1:${wsPort}`,
        SIP_DOMAIN: domain,
        SIP_SECRET: secret,
        SIP_ROUTES_NUMBERS: 'true',
      },
      { startTimeoutMs: 150_000 },
    );
    baseUrl = product.baseUrl;
    kamailio = await startKamailio({ secret, domain, apiUrl: baseUrl, wsPort });
    a = await callingWorkspace(baseUrl, 'SIP panel caller');
    b = await joinAsMember(baseUrl, a, 'Bailey');
    // B's first number is another one: B's panel must show the number A dialled (Kamailio's
    // route[DID] keeps it in To), not fall back to its first.
    otherOfB = await dialableNumber(baseUrl, b.token);
    numberN = await dialableNumber(baseUrl, b.token);
    numberA = await buyAustinNumber(baseUrl, a.token);
    const prospect = await api<{ _id: string }>(baseUrl, a.token, 'POST', '/profiles', {
      first_name: 'Nora',
      last_name: 'Number',
      company_name: 'Callco',
      phone: numberN.number,
      profile_url: `https://www.linkedin.com/in/nora-number-${Date.now()}`,
    });
    prospectId = prospect._id;
    browser = await launchBrowser(fakeMediaArgs);
    // B's browser is registered (its panel loaded once) before anyone calls N.
    pageB = await openAs(browser, baseUrl, b);
    const bRegistered = registered(pageB);
    panelB = await openDialerPanel(pageB);
    await bRegistered;
  }, 300_000);

  afterAll(async () => {
    for (const [person, phone] of [
      [a, numberA],
      [b, numberN],
      [b, otherOfB],
      [a, forwarded],
    ] as const)
      if (person) await releaseNumber(baseUrl, person.token, phone);
    await browser?.close();
    await kamailio?.stop();
    await product?.stop();
  });

  it('A dials N from the panel: B answers, DTMF, mute, hang up; history, recording and thread', async () => {
    const pageA = await openAs(browser, baseUrl, a);
    const aRegistered = registered(pageA);
    const panelA = await openDialerPanel(pageA);
    await aRegistered;
    await watchDtmf(pageA);
    const dialed = panelA.getByLabel('Number to call');
    const from = panelA.getByLabel('Call from');
    await dialed.fill(numberN.number);
    await from.selectOption(numberA.id);
    await expect
      .poll(async () => [await dialed.inputValue(), await from.inputValue()])
      .toEqual([numberN.number, numberA.id]);
    await panelA.getByRole('button', { name: 'Call', exact: true }).click();
    await panelA
      .getByRole('status')
      .filter({ hasText: /Connecting|Ringing/ })
      .waitFor();

    // B's panel rings through Kamailio; B answers.
    const ringing = panelB.getByRole('region', { name: 'Incoming call' });
    await ringing.waitFor({ timeout: 20_000 });
    await ringing.getByRole('button', { name: 'Answer' }).click();
    for (const panel of [panelA, panelB]) {
      await panel.getByRole('status').filter({ hasText: 'Connected' }).waitFor({ timeout: 20_000 });
      await panel.getByRole('timer').filter({ hasText: '00:01' }).waitFor({ timeout: 10_000 });
    }

    // A's keypad sends the tone into the call (RFC 4733 through the RTCDTMFSender), then A mutes.
    await panelA.getByRole('button', { name: 'Show the keypad' }).click();
    await panelA
      .getByRole('group', { name: 'Keypad' })
      .getByRole('button', { name: '5', exact: true })
      .click();
    await pageA.waitForFunction(() =>
      (window as unknown as { tonesPlayed: string[] }).tonesPlayed.includes('5'),
    );
    await panelA.getByRole('button', { name: 'Mute' }).click();
    expect(await panelA.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
    // At least two seconds of talk before A hangs up.
    await panelA
      .getByRole('timer')
      .filter({ hasText: /^00:(0[2-9]|[1-5][0-9])$/ })
      .waitFor({ timeout: 10_000 });
    await panelA.getByRole('button', { name: 'Hang up' }).click();
    await panelA.getByText('Last call: Answered').waitFor({ timeout: 20_000 });
    await panelB.getByText('Last call: Answered').waitFor({ timeout: 20_000 });

    // A's history: the call to N, answered, with its duration and the browser's recording.
    const outgoing = async () =>
      (await history(a)).find(
        (item) => item.direction === 'outgoing' && item.prospect_phone_number === numberN.number,
      );
    await expect.poll(async () => (await outgoing())?.record_url ?? null, { timeout: 20_000 }).not.toBeNull();
    const call = await outgoing();
    expect(call).toMatchObject({ result: 'answered', phone_number: numberA.number });
    expect(call?.duration).toBeGreaterThanOrEqual(2);
    // B's history: the same call, incoming on N.
    await expect
      .poll(async () => (await history(b)).find((item) => item.direction === 'incoming')?.result, {
        timeout: 20_000,
      })
      .toBe('answered');
    const incoming = (await history(b)).find((item) => item.direction === 'incoming');
    expect(incoming?.phone_number).toBe(numberN.number);
    expect(incoming?.prospect_phone_number).toBe(numberA.number);

    // The prospect's thread has the call.
    const prospect = await api<{ messages: { channel: string; kind: string }[] }>(
      baseUrl,
      a.token,
      'GET',
      `/profiles/${prospectId}`,
    );
    expect(prospect.messages.filter((message) => message.channel === 'call')).toHaveLength(1);

    // The call history page lists it; its recording (webm from MediaRecorder) plays in the browser.
    await pageA.goto(`${baseUrl}/dialer`);
    // A is an admin: B's incoming side of the call is listed too.
    const row = pageA.getByRole('row').filter({ hasText: numberN.number }).filter({ hasText: 'Outgoing' });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain('Answered');
    await row.getByRole('button', { name: 'Play' }).click();
    const audio = pageA.getByRole('complementary', { name: 'Call recording player' }).locator('audio');
    await audio.waitFor();
    expect(await audio.getAttribute('src')).toMatch(/^blob:/);
    await pageA.waitForFunction(() => {
      const element = document.querySelector<HTMLAudioElement>('[data-testid="recording-audio"]');
      return element !== null && element.error === null && element.readyState >= 2;
    });
    await pageA.context().close();
  });

  it("a carrier's call to N rings B's panel with the caller's number; not ours 404, forwarded 302", async () => {
    const caller = '+13105550142';
    const call = await trunkInvite({ sipPort: kamailio.sipPort, domain, to: numberN.number, from: caller });
    try {
      const ringing = panelB.getByRole('region', { name: 'Incoming call' });
      await ringing.waitFor({ timeout: 20_000 });
      await ringing.getByText(caller).waitFor();
      await call.response(180);
      // The caller gives up before B answers.
      expect((await call.cancel()).status).toBe(487);
      await ringing.waitFor({ state: 'detached', timeout: 20_000 });
    } finally {
      call.close();
    }
    await expect
      .poll(
        async () =>
          (await history(b)).find(
            (item) => item.prospect_phone_number === caller && item.result !== 'in_progress',
          ),
        { timeout: 20_000 },
      )
      .toMatchObject({ direction: 'incoming', phone_number: numberN.number, result: 'no_answer' });

    const unknown = await trunkInvite({
      sipPort: kamailio.sipPort,
      domain,
      to: '+15125550999',
      from: caller,
    });
    expect((await unknown.final).status).toBe(404);
    unknown.close();

    forwarded = await buyAustinNumber(baseUrl, a.token);
    await api(baseUrl, a.token, 'PUT', `/dialer/phones/${forwarded.id}`, {
      number_to_redirect: '14155550177',
    });
    const redirected = await trunkInvite({
      sipPort: kamailio.sipPort,
      domain,
      to: forwarded.number,
      from: caller,
    });
    const answer = await redirected.final;
    redirected.close();
    expect(answer.status).toBe(302);
    expect(answer.headers.contact).toMatch(/^<sip:\+?14155550177@sip\.e2e\.invalid>$/);
  });
});
