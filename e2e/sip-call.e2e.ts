/**
 * A call between two members through a real SIP server (issue 27): Kamailio with
 * ops/kamailio/kamailio.cfg (e2e/kamailio.ts), the product configured with SIP_WS_URL, SIP_DOMAIN
 * and SIP_SECRET pointing at it, and two Chromium pages with a fake microphone running the dialer's
 * SIP call client (remotes/dialer/src/calls/sip-client.ts) with the tokens of GET /dialer/token.
 * A calls B, B answers, audio flows both ways (ICE host candidates: Kamailio relays only SIP), A
 * sends a DTMF tone and mutes, A hangs up and B sees the call end.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialerToken } from '../remotes/dialer/src/calls/call-client';
import { api, launchBrowser } from './browser';
import { type RunningKamailio, skipWithoutKamailio, startKamailio } from './kamailio';
import { freePort, type RunningServer, repoRoot, startServer } from './server';
import { signUpWorkspace, subscribeThroughCheckout } from './sign-up';

/** The test page: sip-call.page.ts bundled for the browser, served from 127.0.0.1 (a secure context). */
async function servePage(): Promise<{ url: string; server: Server }> {
  const bundle = await build({
    entryPoints: [path.join(repoRoot, 'e2e', 'sip-call.page.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>SIP phone</title></head><body><script src="/phone.js"></script></body></html>';
  const server = createServer((request, response) => {
    if (request.url === '/phone.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, server };
}

/** GET /dialer/token as the browser asks it: with a fresh one-time key. */
function dialerToken(baseUrl: string, token: string): Promise<DialerToken> {
  const key = randomBytes(24).toString('base64url');
  return api<DialerToken>(baseUrl, token, 'GET', `/dialer/token?one_time_key=${key}`);
}

describe.skipIf(skipWithoutKamailio())('a call through Kamailio between two members', () => {
  let kamailio: RunningKamailio;
  let product: RunningServer;
  let page: { url: string; server: Server };
  let browser: Browser;
  let tokenA: DialerToken;
  let tokenB: DialerToken;

  beforeAll(async () => {
    const secret = randomBytes(32).toString('hex');
    kamailio = await startKamailio({ secret, domain: 'sip.e2e.invalid' });
    // A second product server next to the suite's (which runs without SIP): started while the
    // other one is busy, so given longer.
    product = await startServer(
      { SIP_WS_URL: kamailio.wsUrl, SIP_DOMAIN: kamailio.domain, SIP_SECRET: secret },
      { startTimeoutMs: 150_000 },
    );
    const baseUrl = product.baseUrl;
    // A owns a new workspace on the Scale plan (calling needs it) with the dialer activated; B is a
    // new user who joins it with its invite code.
    const owner = await signUpWorkspace(baseUrl, 'SIP caller');
    await subscribeThroughCheckout(baseUrl, owner.token, 'scale');
    await api(baseUrl, owner.token, 'POST', '/dialer/activate');
    const [invite] = await api<{ code: string }[]>(
      baseUrl,
      owner.token,
      'GET',
      `/space/${owner.spaceId}/code_invites`,
    );
    const member = await signUpWorkspace(baseUrl, 'SIP callee');
    await api(baseUrl, member.token, 'POST', '/space/join', { invite_code: invite?.code });
    const ownerToken = owner.token;
    tokenA = await dialerToken(baseUrl, ownerToken);
    tokenB = await dialerToken(baseUrl, member.token);
    page = await servePage();
    browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    if (page) await new Promise((resolve) => page.server.close(resolve));
    await product?.stop();
    await kamailio?.stop();
  });

  async function phone(token: DialerToken): Promise<Page> {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(page.url);
    await tab.evaluate((value) => window.sipPhone.start(value), token);
    return tab;
  }

  const state = (tab: Page) => tab.evaluate(() => window.sipPhone.state);
  const until = (tab: Page, condition: string) => tab.waitForFunction(condition, null, { timeout: 20_000 });

  it('A calls B: B answers, both talk, A sends DTMF, mutes and hangs up, B sees the end', async () => {
    // The product hands out SIP credentials for the test's server, one SIP user per member.
    expect(tokenA).toMatchObject({ provider: 'sip', ws_url: kamailio.wsUrl, domain: 'sip.e2e.invalid' });
    expect(tokenB.provider).toBe('sip');
    expect(tokenB.uri).not.toBe(tokenA.uri);

    const a = await phone(tokenA);
    const b = await phone(tokenB);
    expect((await state(a)).registered).toBe(true);
    expect((await state(b)).registered).toBe(true);

    await a.evaluate((uri) => window.sipPhone.call(uri), tokenB.uri ?? '');
    await until(b, 'window.sipPhone.state.incoming !== null');
    // B sees who calls: A's SIP address, as the server relayed it.
    expect((await state(b)).incoming).toBe(tokenA.uri);
    expect((await state(b)).statuses).toEqual(['ringing']);
    await until(a, "window.sipPhone.state.statuses.includes('ringing')");

    await b.evaluate(() => window.sipPhone.answer());
    await until(a, "window.sipPhone.state.statuses.at(-1) === 'connected'");
    await until(b, "window.sipPhone.state.statuses.at(-1) === 'connected'");
    // Audio reaches each side from the other's fake microphone, browser to browser.
    await until(a, 'window.sipPhone.packetsReceived().then((n) => n > 0)');
    await until(b, 'window.sipPhone.packetsReceived().then((n) => n > 0)');
    expect(await a.evaluate(() => window.sipPhone.media())).toEqual({
      muted: false,
      remoteTracks: 1,
      localEnabled: [true],
    });

    // DTMF goes into the audio (RFC 4733): A's RTCDTMFSender plays the tone.
    await a.evaluate(() => window.sipPhone.sendDtmf('5'));
    await until(a, "window.sipPhone.state.tonesPlayed.includes('5')");

    await a.evaluate(() => window.sipPhone.setMuted(true));
    expect(await a.evaluate(() => window.sipPhone.media())).toMatchObject({
      muted: true,
      localEnabled: [false],
    });

    await a.evaluate(() => window.sipPhone.hangup());
    await until(b, 'window.sipPhone.state.ended !== null');
    await until(a, 'window.sipPhone.state.ended !== null');
    expect((await state(b)).ended?.outcome).toBe('answered');
    expect((await state(a)).ended?.outcome).toBe('answered');
    expect((await state(b)).statuses.at(-1)).toBe('ended');
    expect((await state(a)).errors).toEqual([]);
    expect((await state(b)).errors).toEqual([]);

    await a.evaluate(() => window.sipPhone.stop());
    await b.evaluate(() => window.sipPhone.stop());
  });

  it('a call to a SIP user nobody registered fails (404 until an operator adds a trunk)', async () => {
    const a = await phone(tokenA);
    await a.evaluate(() => window.sipPhone.call('sip:+14155550199@sip.e2e.invalid'));
    await until(a, 'window.sipPhone.state.ended !== null');
    expect((await state(a)).ended).toEqual({ outcome: 'failed', durationSeconds: 0 });
    await a.evaluate(() => window.sipPhone.stop());
  });
});
