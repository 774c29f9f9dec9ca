import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { firstLink, latestMail } from '../../../test/outbox';
import { makePlatformAdmin, setUserBrand } from '../../../test/workspaces';
import { createApp } from '../../app';
import { spaces } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { errorMessages } from '../../errors';
import { defaultMailFrom, mailAddressOf } from '../../providers/system-mail/mail.provider';
import { startSmtpServer, type TestSmtpServer } from '../../providers/outreach-email/testing/mail-servers';
import {
  partnerSender,
  partnerSmtp,
  putPartnerEmailConfig,
  sendPartnerTestEmail,
  signUpBody,
} from './partner.test-fixtures';

/**
 * Issue 23 items 4 and 8, as an attacker tries them:
 * - a reseller points their brand's SMTP server at their own machine and asks for a password reset of
 *   any brand user: a mail that carries a secret (reset, activation, invite) never goes through the
 *   brand's server; it leaves through the platform's transport, in the brand's name, and from the
 *   brand's own address only once a platform admin has verified its domain;
 * - a request with `Host: evil.example` asks for a genuine reset mail: the link in it never comes
 *   from a header; it is on the user's brand's registered domain, else PUBLIC_URL, else the
 *   address the server listens on.
 */
describe.each(databaseModes())('secret mails and their links on %s (issue 23 items 4 and 8)', (mode) => {
  let ctx: TestContext;
  let admin: Member;
  let reseller: Member;
  let smtp: TestSmtpServer;
  const platformAddress = mailAddressOf(defaultMailFrom);
  let sequence = 0;
  const uniqueEmail = (name: string) => `${name}-${++sequence}@example.test`;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    admin = await ctx.createMember({ email: 'platform@example.test' });
    await makePlatformAdmin(ctx, admin);
    reseller = await ctx.createMember({ email: 'owner@partner.test' });
    smtp = await startSmtpServer({ mailer: 's3cret' });
    const created = await ctx.api.post('/admin/whitelabels', {
      token: admin.token,
      body: {
        id: 'partner',
        name: 'Partner Co',
        domains: ['app.partner.test', 'partner.localhost'],
        owner_emails: ['owner@partner.test'],
      },
    });
    expect(created.status).toBe(201);
    // The attack's set-up: the reseller points the brand's SMTP at a server they read.
    const pointed = await putPartnerEmailConfig(
      ctx,
      reseller,
      partnerSmtp(smtp.port, { password: 's3cret' }),
    );
    expect(pointed.status).toBe(200);
  });
  afterAll(async () => {
    await smtp?.close();
    await ctx?.close();
  });

  const receivedBy = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));
  const restore = (email: string) => ctx.request('/api/auth/restore', { method: 'POST', body: { email } });

  async function partnerUser(): Promise<Member> {
    const member = await ctx.createMember({ email: uniqueEmail('customer'), password: 'an old passphrase' });
    await setUserBrand(ctx, member, 'partner');
    return member;
  }

  describe('item 4: a reseller never receives a mail that carries a secret', () => {
    it("sends a brand user's reset code through the platform's transport, not the reseller's SMTP", async () => {
      const victim = await partnerUser();
      expect((await restore(victim.user.email)).status).toBe(200);
      expect(receivedBy(victim.user.email)).toEqual([]);
      const mail = await latestMail(ctx, victim.user.email, 'restore');
      expect(mail.subject).toBe('Reset your Partner Co password');
      // The brand's sender name on the platform's address: the domain is not verified.
      expect(mail.from).toBe(`Partner Team <${platformAddress}>`);
    });

    it('sends the activation of a sign-up on the brand host and a brand workspace invite the same way', async () => {
      const newcomer = uniqueEmail('newcomer');
      const signedUp = await ctx.request('/api/auth/sign_up', {
        method: 'POST',
        headers: { Host: 'app.partner.test' },
        body: signUpBody(newcomer),
      });
      expect(signedUp.status).toBe(200);
      expect(receivedBy(newcomer)).toEqual([]);
      expect((await latestMail(ctx, newcomer, 'activation')).from).toBe(`Partner Team <${platformAddress}>`);

      const owner = await partnerUser();
      await ctx.database.db.update(spaces).set({ brand: 'partner' }).where(eq(spaces.id, owner.space.id));
      const invitee = uniqueEmail('invitee');
      const invited = await ctx.request(`/api/space/${owner.space.id}/invites`, {
        method: 'POST',
        token: owner.token,
        body: { emails: [invitee] },
      });
      expect(invited.status).toBe(201);
      expect(receivedBy(invitee)).toEqual([]);
      expect((await latestMail(ctx, invitee, 'invite')).from).toBe(`Partner Team <${platformAddress}>`);
    });

    it("still sends a mail without a secret (the test email) through the brand's SMTP", async () => {
      const sent = await sendPartnerTestEmail(ctx, reseller);
      expect(sent.payload).toEqual({ sent: true, from: 'Partner Team <hello@partner.test>' });
      expect(receivedBy('check@example.test')).toHaveLength(1);
    });

    it("uses the brand's own address only once a platform admin verified its domain", async () => {
      const verify = (member: Member, verified: boolean) =>
        ctx.api.put('/admin/whitelabels/{id}/email_domain', {
          path: { id: 'partner' },
          token: member.token,
          body: { verified },
        });
      // A reseller cannot vouch for their own domain.
      const refused = await verify(reseller, true);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ ok: false, error: errorMessages.platformAdminOnly });
      expect(
        (await ctx.api.get('/admin/whitelabels/{id}', { path: { id: 'partner' }, token: reseller.token }))
          .payload.email_config,
      ).toMatchObject({
        domain_verified: false,
        verified_domain: null,
      });

      const verified = await verify(admin, true);
      expect(verified.status).toBe(200);
      expect(verified.payload.email_config).toMatchObject({
        domain_verified: true,
        verified_domain: 'partner.test',
      });
      const victim = await partnerUser();
      await restore(victim.user.email);
      expect((await latestMail(ctx, victim.user.email, 'restore')).from).toBe(
        'Partner Team <hello@partner.test>',
      );
      // Verified or not, a secret never goes through the brand's server.
      expect(receivedBy(victim.user.email)).toEqual([]);

      // Another address: the verification was of partner.test, not of this domain.
      const moved = await putPartnerEmailConfig(ctx, reseller, partnerSmtp(smtp.port), {
        ...partnerSender,
        sender_address: 'hello@elsewhere.test',
      });
      expect(moved.payload.email_config).toMatchObject({
        domain_verified: false,
        verified_domain: 'partner.test',
      });
      await restore(victim.user.email);
      expect((await latestMail(ctx, victim.user.email, 'restore')).from).toBe(
        `Partner Team <${platformAddress}>`,
      );

      // Back to the verified address, then the verification withdrawn.
      await putPartnerEmailConfig(ctx, reseller, partnerSmtp(smtp.port));
      const withdrawn = await verify(admin, false);
      expect(withdrawn.payload.email_config).toMatchObject({ domain_verified: false, verified_domain: null });
      await restore(victim.user.email);
      expect((await latestMail(ctx, victim.user.email, 'restore')).from).toBe(
        `Partner Team <${platformAddress}>`,
      );
      expect(receivedBy(victim.user.email)).toEqual([]);
    });

    it('refuses to verify a domain without a sender address', async () => {
      const created = await ctx.api.post('/admin/whitelabels', {
        token: admin.token,
        body: {
          id: 'bare',
          name: 'Bare',
          domains: [],
          owner_emails: [],
        },
      });
      expect(created.status).toBe(201);
      const refused = await ctx.api.put('/admin/whitelabels/{id}/email_domain', {
        path: { id: 'bare' },
        token: admin.token,
        body: { verified: true },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        ok: false,
        error: 'Set a sender address before marking its domain as verified',
      });
      const bad = await ctx.api.unchecked.put('/admin/whitelabels/{id}/email_domain', {
        path: { id: 'bare' },
        token: admin.token,
        body: { verified: 'yes' },
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('item 8: links in mails never come from the Host header', () => {
    let server: Server;
    let port = 0;

    beforeAll(async () => {
      // The app behind the real node listener, as server.ts runs it: the Host header reaches it
      // as a client sent it, and the request URL is built from it.
      const app = createApp({
        db: ctx.database,
        clock: ctx.clock,
        listenOrigin: () => `http://localhost:${port}`,
      });
      server = createServer(getRequestListener((request) => app.fetch(request)));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    });

    /** POST over the network with a chosen Host header. */
    function postWithHost(path: string, host: string, body: unknown): Promise<number> {
      const data = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const outgoing = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            headers: {
              Host: host,
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(data),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        outgoing.on('error', reject);
        outgoing.end(data);
      });
    }

    it('a restore asked with Host: evil.example mails a link on the server, not on evil.example', async () => {
      const victim = await ctx.createMember({ email: uniqueEmail('victim'), password: 'an old passphrase' });
      expect(await postWithHost('/api/auth/restore', 'evil.example', { email: victim.user.email })).toBe(200);
      const link = firstLink(await latestMail(ctx, victim.user.email, 'restore'));
      expect(link.href).not.toContain('evil.example');
      // No PUBLIC_URL: the address this server listens on.
      expect(link.origin).toBe(`http://localhost:${port}`);
      expect(link.pathname).toBe('/auth/restore-password');
    });

    it("a brand user's reset link opens on the brand's domain, whatever the Host", async () => {
      const victim = await partnerUser();
      expect(await postWithHost('/api/auth/restore', 'evil.example', { email: victim.user.email })).toBe(200);
      const link = firstLink(await latestMail(ctx, victim.user.email, 'restore'));
      // A server on this machine: the brand's *.localhost domain, on the server's port.
      expect(link.origin).toBe(`http://partner.localhost:${port}`);
    });

    it("with PUBLIC_URL: the default brand's links on it, a white-label's on its public domain over https", async () => {
      const app = createApp({
        db: ctx.database,
        clock: ctx.clock,
        publicUrl: 'https://outreach.example.com/',
      });
      const ask = (email: string) =>
        app.request('http://evil.example/api/auth/restore', {
          method: 'POST',
          headers: { Host: 'evil.example', 'Content-Type': 'application/json' },
          body: JSON.stringify({ email }),
        });
      const plain = await ctx.createMember({ email: uniqueEmail('plain'), password: 'an old passphrase' });
      await ask(plain.user.email);
      expect(firstLink(await latestMail(ctx, plain.user.email, 'restore')).origin).toBe(
        'https://outreach.example.com',
      );
      const branded = await partnerUser();
      await ask(branded.user.email);
      expect(firstLink(await latestMail(ctx, branded.user.email, 'restore')).origin).toBe(
        'https://app.partner.test',
      );

      // An invite into a brand workspace, asked on another host: on the workspace brand's domain.
      await ctx.database.db.update(spaces).set({ brand: 'partner' }).where(eq(spaces.id, branded.space.id));
      const invitee = uniqueEmail('invitee');
      const invited = await app.request(`http://evil.example/api/space/${branded.space.id}/invites`, {
        method: 'POST',
        headers: {
          Host: 'evil.example',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${branded.token}`,
        },
        body: JSON.stringify({ emails: [invitee] }),
      });
      expect(invited.status).toBe(201);
      const inviteLink = firstLink(await latestMail(ctx, invitee, 'invite'));
      expect(`${inviteLink.origin}${inviteLink.pathname}`).toBe(
        'https://app.partner.test/space/accept-invite',
      );

      // The activation of a sign-up on the brand's host: on its public domain too.
      const newcomer = uniqueEmail('newcomer');
      const signedUp = await app.request('http://app.partner.test/api/auth/sign_up', {
        method: 'POST',
        headers: { Host: 'app.partner.test', 'Content-Type': 'application/json' },
        body: JSON.stringify(signUpBody(newcomer)),
      });
      expect(signedUp.status).toBe(200);
      const activation = firstLink(await latestMail(ctx, newcomer, 'activation'));
      expect(`${activation.origin}${activation.pathname}`).toBe(
        'https://app.partner.test/auth/activate-email',
      );
    });
  });
});
