import { getBrand } from '@outreach/brands';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { latestMail } from '../../../test/outbox';
import { closedPort } from '../../../test/ports';
import { makePlatformAdmin } from '../../../test/workspaces';
import { adminAuditLog, billingPlans, billingPrices, users, whitelabels } from '../../db/schema';
import { startSmtpServer, type TestSmtpServer } from '../../providers/outreach-email/testing/mail-servers';
import { whitelabelMessages } from './messages';
import {
  partnerSmtp,
  putPartnerEmailConfig,
  sendPartnerTestEmail,
  signUpBody,
} from './partner.test-fixtures';

const palette = getBrand('reachly').light;

const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

describe.each(databaseModes())('white-labels on %s', (mode) => {
  let ctx: TestContext;
  let admin: Member;
  let stranger: Member;
  let reseller: Member;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    admin = await ctx.createMember({ email: 'platform@example.test' });
    await makePlatformAdmin(ctx, admin);
    stranger = await ctx.createMember({ email: 'stranger@example.test' });
    reseller = await ctx.createMember({ email: 'owner@partner.test' });
    smtp = await startSmtpServer({ mailer: 's3cret' });
  });
  afterAll(async () => {
    await smtp?.close();
    await ctx?.close();
  });

  /** Admin calls whose answer a test reads only as status and error (validation, rights). */
  const call = (member: Member, method: string, path: string, body?: unknown) =>
    ctx.request(`/api/admin${path}`, {
      method,
      token: member.token,
      ...(method === 'GET' ? {} : { body }),
    });
  const config = (host: string) =>
    ctx.api.get('/config', { headers: { Host: host } }).then((r) => r.payload.brand);
  const auditRows = (action: string, targetId: string) =>
    ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, targetId)));

  const partnerBody = {
    id: 'partner',
    name: 'Partner Co',
    domains: ['App.Partner.test', 'partner.localhost'],
    owner_emails: ['Owner@Partner.test'],
  };

  it('seeds the brands of brands/ as records and lists them with their customers', async () => {
    const list = await ctx.api.get('/admin/whitelabels', { token: admin.token });
    expect(list.payload.items.map((item) => item.id).sort()).toEqual(['acme', 'closedesk', 'reachly']);
    const reachly = list.payload.items.find((item) => item.id === 'reachly');
    expect(reachly).toMatchObject({ status: 'active', family: 'main', primary: palette.primary });
    // The members' workspaces are the default brand's.
    expect(reachly?.customers).toBeGreaterThanOrEqual(3);
  });

  it("a copy of the platform's brand carries none of the platform's name to the brand's customers", async () => {
    const body = { id: 'plain', name: 'Plain Outreach', domains: ['app.plain.test'], owner_emails: [] };
    const created = await ctx.api.post('/admin/whitelabels', { token: admin.token, body });
    expect(created.status).toBe(201);
    const host = { Host: 'app.plain.test' };
    const brand = await config('app.plain.test');
    expect(brand.navLinks).toEqual({});
    expect(brand.support).toEqual({ integration: 'no_support' });
    expect(brand.logo.svg).toContain('>P</text>');
    // The rule, over everything this host serves a visitor: no "Reachly" anywhere.
    const served = [
      JSON.stringify((await ctx.api.get('/config', { headers: host })).payload),
      await (await ctx.app.request('/api/openapi.json', { headers: host })).text(),
      await (await ctx.app.request('/api/docs', { headers: host })).text(),
    ];
    for (const text of served) expect(text).not.toMatch(/reachly/i);
    expect(JSON.parse(served[1] ?? '{}').info.title).toBe('Plain Outreach API');
    expect(served[2]).toContain('<title>Plain Outreach API reference</title>');
  });

  it('creates a white-label as a copy, with its plans and prices, and its hosts answer with it', async () => {
    const created = await ctx.api.post('/admin/whitelabels', { token: admin.token, body: partnerBody });
    expect(created.status).toBe(201);
    expect(created.payload).toMatchObject({
      id: 'partner',
      status: 'active',
      owner_emails: ['owner@partner.test'],
      brand: {
        id: 'partner',
        name: 'Partner Co',
        family: 'partner',
        values: ['partner'],
        domains: ['app.partner.test', 'partner.localhost'],
        light: palette,
      },
      email_config: {
        sender_name: null,
        sender_address: null,
        domain_verified: false,
        verified_domain: null,
        smtp: null,
      },
      can_edit: {
        details: true,
        options: true,
        colors: true,
        support: true,
        email: true,
        email_domain: true,
      },
    });
    const plans = await ctx.database.db.select().from(billingPlans).where(eq(billingPlans.brand, 'partner'));
    expect(plans.length).toBeGreaterThan(0);
    const prices = await ctx.database.db
      .select()
      .from(billingPrices)
      .where(eq(billingPrices.brand, 'partner'));
    expect(prices.length).toBeGreaterThan(0);
    expect((await config('app.partner.test')).name).toBe('Partner Co');
    expect((await config('partner.localhost:8080')).id).toBe('partner');

    const [entry] = await auditRows('whitelabel.create', 'partner');
    expect(entry).toMatchObject({ actorEmail: 'platform@example.test', brand: 'partner', before: null });
    expect(entry?.after).toMatchObject({ copy_from: 'reachly', name: 'Partner Co' });
  });

  it.each([
    [{ ...partnerBody }, 409, whitelabelMessages.idTaken],
    [{ ...partnerBody, id: 'other', domains: ['app.partner.test'] }, 409, whitelabelMessages.domainTaken],
    [{ ...partnerBody, id: 'other', domains: ['app.reachly.io'] }, 409, whitelabelMessages.domainTaken],
    [
      { ...partnerBody, id: 'Bad Id', domains: [] },
      400,
      'id: brand id: lower-case letters, digits and dashes',
    ],
    [
      { ...partnerBody, id: 'other', domains: ['https://x.test'] },
      400,
      `domains.0: ${whitelabelMessages.badHostname}`,
    ],
    [
      { ...partnerBody, id: 'other', domains: ['x.test:8080'] },
      400,
      `domains.0: ${whitelabelMessages.badHostname}`,
    ],
    [
      { ...partnerBody, id: 'other', domains: [], owner_emails: ['nope'] },
      400,
      `owner_emails.0: ${whitelabelMessages.badEmail}`,
    ],
    [
      { ...partnerBody, id: 'other', domains: [], copy_from: 'missing' },
      400,
      `copy_from: ${whitelabelMessages.notFound}`,
    ],
  ])('refuses a white-label %#', async (body, status, error) => {
    const response = await call(admin, 'POST', '/whitelabels', body);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ ok: false, error });
  });

  it('gets one white-label, 404 for an unknown id', async () => {
    const found = await ctx.api.get('/admin/whitelabels/{id}', {
      path: { id: 'partner' },
      token: admin.token,
    });
    expect(found.payload.brand.name).toBe('Partner Co');
    const missing = await call(admin, 'GET', '/whitelabels/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ ok: false, error: whitelabelMessages.notFound });
  });

  it('saves the details; the next GET /api/config of the host shows each save', async () => {
    const save = (name: string, domains: string[]) =>
      ctx.api.put('/admin/whitelabels/{id}/details', {
        path: { id: 'partner' },
        token: admin.token,
        body: {
          name,
          domains,
          owner_emails: ['owner@partner.test'],
          nav_links: { help: 'https://help.partner.test' },
          embed_origins: ['https://portal.partner.test'],
        },
      });
    expect((await save('Partner One', ['app.partner.test', 'partner.localhost'])).status).toBe(200);
    expect((await config('app.partner.test')).name).toBe('Partner One');
    const second = await save('Partner Two', ['app.partner.test', 'partner.localhost']);
    expect(second.payload.brand).toMatchObject({
      name: 'Partner Two',
      navLinks: { help: 'https://help.partner.test' },
      embedOrigins: ['https://portal.partner.test'],
    });
    expect((await config('app.partner.test')).name).toBe('Partner Two');
    const taken = await save('Partner Two', ['app.reachly.io']);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ ok: false, error: whitelabelMessages.domainTaken });

    const entries = await auditRows('whitelabel.details', 'partner');
    expect(entries).toHaveLength(2);
    const names = entries.map((entry) => [
      (entry.before as { name: string }).name,
      (entry.after as { name: string }).name,
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Partner Co', 'Partner One'],
        ['Partner One', 'Partner Two'],
      ]),
    );
  });

  it('saves colours and refuses a bad hex colour', async () => {
    const light = { ...palette, primary: '#123456' };
    const saved = await ctx.api.put('/admin/whitelabels/{id}/colors', {
      path: { id: 'partner' },
      token: admin.token,
      body: {
        light,
        dark: getBrand('reachly').dark,
      },
    });
    expect(saved.payload.brand.light.primary).toBe('#123456');
    expect((await config('app.partner.test')).light.primary).toBe('#123456');
    const bad = await call(admin, 'PUT', '/whitelabels/partner/colors', {
      light: { ...palette, primary: 'red' },
      dark: getBrand('reachly').dark,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ok: false, error: 'light.primary: must be a hex colour (#abc or #aabbcc)' });
    const missingKey = await call(admin, 'PUT', '/whitelabels/partner/colors', {
      light: { primary: '#fff' },
      dark: getBrand('reachly').dark,
    });
    expect(missingKey.status).toBe(400);
  });

  it('saves assets: an uploaded logo and favicon, then removes them', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const saved = await ctx.api.put('/admin/whitelabels/{id}/assets', {
      path: { id: 'partner' },
      token: admin.token,
      body: {
        logo_shape: 'rectangle',
        logo_image: png,
        favicon: png,
      },
    });
    expect(saved.payload.brand.logo).toMatchObject({ shape: 'rectangle', image: png });
    expect(saved.payload.brand.favicon).toBe(png);
    const kept = await ctx.api.put('/admin/whitelabels/{id}/assets', {
      path: { id: 'partner' },
      token: admin.token,
      body: {
        logo_shape: 'square',
      },
    });
    expect(kept.payload.brand.logo.image).toBe(png);
    const removed = await ctx.api.put('/admin/whitelabels/{id}/assets', {
      path: { id: 'partner' },
      token: admin.token,
      body: {
        logo_shape: 'square',
        logo_image: null,
        favicon: null,
      },
    });
    expect(removed.payload.brand.logo.image).toBeUndefined();
    expect(removed.payload.brand.favicon).toBeUndefined();
    const bad = await call(admin, 'PUT', '/whitelabels/partner/assets', {
      logo_shape: 'square',
      logo_image: 'data:text/html;base64,PHA+',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ok: false, error: 'logo_image: must be a PNG, JPEG, WEBP, GIF or SVG image' });
    const [entry] = await auditRows('whitelabel.assets', 'partner');
    expect(JSON.stringify(entry?.after)).not.toContain('iVBOR');
  });

  it('saves options with the spec conflicts as 400s', async () => {
    const features = getBrand('reachly').features;
    const auth = {
      password: true,
      google: false,
      ghl: false,
      uiRegistration: true,
      ghlOnlyRegistration: false,
    };
    const save = (body: unknown) =>
      ctx.api.unchecked.put('/admin/whitelabels/{id}/options', {
        path: { id: 'partner' },
        token: admin.token,
        body: body,
      });
    const cases: [Partial<typeof auth>, string][] = [
      [{ password: false }, 'At least one auth method must stay active'],
      [
        { password: false, ghl: true, ghlOnlyRegistration: true },
        'UI registration and GHL-only registration cannot both be on',
      ],
      [
        { uiRegistration: false, ghlOnlyRegistration: true },
        'Password auth cannot be on with GHL-only registration',
      ],
    ];
    for (const [change, error] of cases) {
      const refused = await save({ auth: { ...auth, ...change }, features });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ ok: false, error });
    }
    const saved = await save({
      auth: { ...auth, google: true },
      features: { ...features, referAndEarn: false },
    });
    expect(saved.payload.brand.auth.google).toBe(true);
    expect(saved.payload.brand.features.referAndEarn).toBe(false);
  });

  it('saves support with a per-vendor app id', async () => {
    const save = (body: unknown) =>
      ctx.api.unchecked.put('/admin/whitelabels/{id}/support', {
        path: { id: 'partner' },
        token: admin.token,
        body: body,
      });
    expect((await save({ integration: 'tawk' })).body).toEqual({
      ok: false,
      error: whitelabelMessages.appIdRequired,
    });
    expect((await save({ integration: 'intercome', app_id: '<script>' })).body).toEqual({
      ok: false,
      error: whitelabelMessages.badAppId,
    });
    expect((await save({ integration: 'nope' })).status).toBe(400);
    const tawk = await save({ integration: 'tawk', app_id: '5f1a2b/1abc' });
    expect(tawk.payload.brand.support).toEqual({ integration: 'tawk', appId: '5f1a2b/1abc' });
    const none = await save({ integration: 'no_support', app_id: 'ignored' });
    expect(none.payload.brand.support).toEqual({ integration: 'no_support' });
  });

  it('keeps the SMTP password sealed and never returns it', async () => {
    const save = (password?: string) =>
      putPartnerEmailConfig(ctx, admin, partnerSmtp(smtp.port, password === undefined ? {} : { password }));
    const saved = await save('s3cret');
    expect(saved.status).toBe(200);
    expect(saved.payload.email_config).toEqual({
      sender_name: 'Partner Team',
      sender_address: 'hello@partner.test',
      domain_verified: false,
      verified_domain: null,
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'mailer', has_password: true },
    });
    expect(JSON.stringify(saved.body)).not.toContain('s3cret');
    // Omitted: the stored password stays.
    expect((await save()).payload.email_config.smtp?.has_password).toBe(true);
    const [row] = await ctx.database.db.select().from(whitelabels).where(eq(whitelabels.id, 'partner'));
    expect(row?.emailConfig.smtp?.passwordSealed).toBeTruthy();
    expect(JSON.stringify(row?.emailConfig)).not.toContain('s3cret');
    const got = await ctx.api.get('/admin/whitelabels/{id}', { path: { id: 'partner' }, token: admin.token });
    expect(JSON.stringify(got.body)).not.toMatch(/s3cret|passwordSealed|password_sealed/);
    // Never in GET /api/config either (public settings only).
    const publicBrand = await ctx.request('/api/config', { headers: { Host: 'app.partner.test' } });
    expect(JSON.stringify(publicBrand.body)).not.toMatch(/s3cret|hello@partner|owner@partner|smtp/i);
    for (const entry of await auditRows('whitelabel.email_config', 'partner'))
      expect(JSON.stringify([entry.before, entry.after])).not.toMatch(/s3cret|Sealed/);

    const bad = await call(admin, 'PUT', '/whitelabels/partner/email_config', {
      sender_name: 'x',
      sender_address: 'not-an-email',
      smtp: null,
    });
    expect(bad.body).toEqual({ ok: false, error: `sender_address: ${whitelabelMessages.badEmail}` });
  });

  it("sends a test email through the brand's SMTP server with its sender, and explains failures", async () => {
    const sent = await sendPartnerTestEmail(ctx, admin);
    expect(sent.payload).toEqual({ sent: true, from: 'Partner Team <hello@partner.test>' });
    const delivered = smtp.received.filter((mail) => mail.to.includes('check@example.test')).at(-1);
    expect(delivered?.from).toBe('hello@partner.test');
    expect(headerOf(delivered?.raw ?? '', 'From')).toBe('Partner Team <hello@partner.test>');

    const setSmtp = (server: Record<string, unknown>) =>
      call(admin, 'PUT', '/whitelabels/partner/email_config', {
        sender_name: 'Partner Team',
        sender_address: 'hello@partner.test',
        smtp: server,
      });
    const test = () =>
      call(admin, 'POST', '/emails/test', { whitelabel_id: 'partner', to: 'check@example.test' });

    await setSmtp({ host: '127.0.0.1', port: smtp.port, secure: false, user: 'mailer', password: 'wrong' });
    expect((await test()).body).toEqual({
      ok: false,
      error: 'The SMTP server refused the user name or password',
    });

    const port = await closedPort();
    await setSmtp({ host: '127.0.0.1', port, secure: false });
    expect((await test()).body).toEqual({
      ok: false,
      error: `Could not connect to 127.0.0.1:${port}: connection refused`,
    });

    await setSmtp({ host: '127.0.0.1', port: smtp.port, secure: true });
    expect((await test()).body).toEqual({
      ok: false,
      error: `Port ${smtp.port} uses STARTTLS: turn SSL off`,
    });

    // Back to the working server for the sign-up test below.
    await setSmtp({ host: '127.0.0.1', port: smtp.port, secure: false, user: 'mailer', password: 's3cret' });
  });

  it("sends the activation email of a sign-up on the brand's host in its name, never through its SMTP", async () => {
    const response = await ctx.request('/api/auth/sign_up', {
      method: 'POST',
      headers: { Host: 'app.partner.test' },
      body: signUpBody('newcomer@example.test'),
    });
    expect(response.status).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'newcomer@example.test'));
    expect(user?.brand).toBe('partner');
    // It carries a code: the platform's transport sends it, under the brand's sender name (the
    // domain is not verified: the platform's address), never the brand's SMTP (issue 23 item 4).
    expect(smtp.received.filter((mail) => mail.to.includes('newcomer@example.test'))).toEqual([]);
    const mail = await latestMail(ctx, 'newcomer@example.test', 'activation');
    expect(mail.from).toMatch(/^Partner Team <[^>]+>$/);
    expect(mail.from).not.toContain('hello@partner.test');
  });

  it("puts the brand's name on MAIL_FROM when the brand has no email configuration", async () => {
    await ctx.request('/api/auth/restore', {
      method: 'POST',
      body: { email: admin.user.email },
    });
    const mail = await latestMail(ctx, admin.user.email, 'restore');
    expect(mail.from).toMatch(/^Reachly <[^>]+>$/);
  });

  it('follows the host brand auth options on sign-up and password sign-in', async () => {
    const features = getBrand('reachly').features;
    await call(admin, 'PUT', '/whitelabels/partner/options', {
      auth: { password: false, google: false, ghl: true, uiRegistration: false, ghlOnlyRegistration: true },
      features,
    });
    const signUp = await ctx.request('/api/auth/sign_up', {
      method: 'POST',
      headers: { Host: 'app.partner.test' },
      body: { email: 'late@example.test', password: 'sign up passphrase', first_name: 'L', last_name: 'L' },
    });
    expect(signUp.status).toBe(403);
    expect(signUp.body).toEqual({ ok: false, error: whitelabelMessages.registrationClosed });
    const signIn = await ctx.request('/api/auth/sign_in', {
      method: 'POST',
      headers: { Host: 'app.partner.test' },
      body: { email: 'newcomer@example.test', password: 'sign up passphrase' },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual({ ok: false, error: whitelabelMessages.passwordSignInOff });
    // Google off on this host: refused before the deployment's OAuth settings are even looked at.
    const google = await ctx.request('/api/auth/google/login', { headers: { Host: 'app.partner.test' } });
    expect(google.status).toBe(403);
    expect(google.body).toEqual({ ok: false, error: whitelabelMessages.googleSignInOff });
    // Another host's brand is not affected (Google on there; not configured in tests: 400).
    expect((await ctx.request('/api/auth/google/login')).status).toBe(400);
    // Another host's brand is not affected.
    const elsewhere = await ctx.request('/api/auth/sign_in', {
      method: 'POST',
      body: { email: 'newcomer@example.test', password: 'sign up passphrase' },
    });
    expect(elsewhere.status).toBe(200);
    await call(admin, 'PUT', '/whitelabels/partner/options', {
      auth: { password: true, google: false, ghl: false, uiRegistration: true, ghlOnlyRegistration: false },
      features,
    });
  });

  it("gives GET /space/info the workspace brand's full public settings", async () => {
    const signedIn = await ctx.api.post('/auth/sign_in', {
      headers: { Host: 'app.partner.test' },
      body: { email: 'newcomer@example.test', password: 'sign up passphrase' },
    });
    const token = signedIn.payload.token;
    const created = await ctx.api.post('/space/create', { token, body: { name: 'Partner workspace' } });
    expect(created.status).toBe(201);
    const info = await ctx.api.get('/space/info', { query: { space: created.payload._id }, token });
    expect(info.payload.brand).toBe('partner');
    expect(info.payload.brand_config).toMatchObject({ id: 'partner', name: 'Partner Two' });
    expect(JSON.stringify(info.payload.brand_config)).not.toMatch(/owner@partner|s3cret/);
  });

  describe('a reseller (an owner email of the brand)', () => {
    it('lists and edits only their brand: colours yes, details and create 403, another brand 404', async () => {
      const list = await ctx.api.get('/admin/whitelabels', { token: reseller.token });
      expect(list.payload.items.map((item) => item.id)).toEqual(['partner']);
      const own = await ctx.api.get('/admin/whitelabels/{id}', {
        path: { id: 'partner' },
        token: reseller.token,
      });
      expect(own.payload.can_edit).toEqual({
        details: false,
        options: false,
        colors: true,
        support: true,
        email: true,
        email_domain: false,
      });
      const colors = await ctx.api.put('/admin/whitelabels/{id}/colors', {
        path: { id: 'partner' },
        token: reseller.token,
        body: {
          light: { ...palette, primary: '#abcdef' },
          dark: getBrand('reachly').dark,
        },
      });
      expect(colors.status).toBe(200);
      const [entry] = (await auditRows('whitelabel.colors', 'partner')).filter(
        (row) => row.actorEmail === 'owner@partner.test',
      );
      expect(entry?.after).toMatchObject({ light: { primary: '#abcdef' } });

      const details = await call(reseller, 'PUT', '/whitelabels/partner/details', {
        name: 'Mine',
        domains: [],
        owner_emails: ['owner@partner.test'],
      });
      expect(details.status).toBe(403);
      expect(
        (await call(reseller, 'POST', '/whitelabels', { ...partnerBody, id: 'mine', domains: [] })).status,
      ).toBe(403);
      expect((await call(reseller, 'POST', '/whitelabels/partner/archive')).status).toBe(403);
      for (const [method, path] of [
        ['GET', '/whitelabels/acme'],
        ['PUT', '/whitelabels/acme/colors'],
        ['PUT', '/whitelabels/acme/details'],
        ['PUT', '/whitelabels/acme/email_domain'],
      ] as const) {
        const response = await call(reseller, method, path, {
          light: palette,
          dark: palette,
        });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
      expect(
        (await call(reseller, 'POST', '/emails/test', { whitelabel_id: 'acme', to: 'x@example.test' }))
          .status,
      ).toBe(404);
    });
  });

  it('refuses every white-label route to a user who is neither admin nor owner (403)', async () => {
    const routes: [string, string][] = [
      ['GET', '/whitelabels'],
      ['POST', '/whitelabels'],
      ['GET', '/whitelabels/reachly'],
      ['PUT', '/whitelabels/reachly/details'],
      ['PUT', '/whitelabels/reachly/colors'],
      ['PUT', '/whitelabels/reachly/assets'],
      ['PUT', '/whitelabels/reachly/options'],
      ['PUT', '/whitelabels/reachly/email_config'],
      ['PUT', '/whitelabels/reachly/email_domain'],
      ['PUT', '/whitelabels/reachly/support'],
      ['POST', '/whitelabels/reachly/archive'],
      ['POST', '/whitelabels/reachly/restore'],
      ['POST', '/emails/test'],
    ];
    for (const [method, path] of routes) {
      const response = await call(stranger, method, path, {});
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toEqual({ ok: false, error: 'Only platform admins can do this' });
    }
    const anonymous = await ctx.request('/api/admin/whitelabels');
    expect(anonymous.status).toBe(401);
  });

  it('archives: the default cannot be; an archived brand falls back to the default, and restores', async () => {
    const defaultBrand = await call(admin, 'POST', '/whitelabels/reachly/archive');
    expect(defaultBrand.status).toBe(400);
    expect(defaultBrand.body).toEqual({ ok: false, error: whitelabelMessages.defaultCannotBeArchived });

    const archived = await ctx.api.post('/admin/whitelabels/{id}/archive', {
      path: { id: 'partner' },
      token: admin.token,
    });
    expect(archived.payload.status).toBe('archived');
    expect(archived.payload.archived_at).not.toBeNull();
    expect((await config('app.partner.test')).id).toBe('reachly');
    const lists = await ctx.api.get('/admin/whitelabels', {
      query: { status: 'archived' },
      token: admin.token,
    });
    expect(lists.payload.items.map((item) => item.id)).toEqual(['partner']);
    // Its workspaces keep their brand.
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'newcomer@example.test'));
    expect(user?.brand).toBe('partner');
    // The owner is no reseller of an archived brand.
    expect((await call(reseller, 'GET', '/whitelabels')).status).toBe(403);

    const restored = await ctx.api.post('/admin/whitelabels/{id}/restore', {
      path: { id: 'partner' },
      token: admin.token,
    });
    expect(restored.payload.status).toBe('active');
    expect((await config('app.partner.test')).id).toBe('partner');
    expect(await auditRows('whitelabel.archive', 'partner')).toHaveLength(1);
    expect(await auditRows('whitelabel.restore', 'partner')).toHaveLength(1);
  });
});
