import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, browserForFile, demo } from './browser';
import { type RunningServer, repoRoot, startServer } from './server';
import { signUpWorkspace } from './sign-up';

/**
 * Issue 14 item 3, "Impersonation that holds" (spec platform §2, §4, §6): a platform admin opens a
 * customer's workspace with ?space=, and `space` stays in the URL through the sidebar, a remote's own
 * links and a reload; "Back to admin" returns to /admin/customers/{space}. A member who is not a
 * platform admin never sees another workspace through ?space=.
 *
 * Its own server on its own data directory: the platform admin is made with `npm run admin -- grant`
 * between two starts (PGlite has one process at a time).
 */
const browser = browserForFile();
let server: RunningServer;
let dataDir: string;
let admin: { token: string; email: string };
let member: { token: string; spaceId: string };
let customer: { spaceId: string; name: string };

/** `npm run admin -- grant <email>` (scripts/admin.ts) on the stopped server's database. */
function grantPlatformAdmin(email: string) {
  const tsx = path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const run = spawnSync(process.execPath, [tsx, 'scripts/admin.ts', 'grant', email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`admin grant failed (${run.status}): ${run.stderr}${run.stdout}`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'reachly-impersonation-'));
  const env = { DATA_DIR: dataDir };
  server = await startServer(env);
  const signedUp = await signUpWorkspace(server.baseUrl, 'Platform Admin');
  member = await signUpWorkspace(server.baseUrl, 'Curious Member');
  // The customer is the seeded demo workspace: it has campaigns, an inbox and a name to look for.
  const demoToken = await apiSignIn(server.baseUrl, demo);
  const info = await api<{ _id: string; name: string }>(server.baseUrl, demoToken, 'GET', '/space/info');
  customer = { spaceId: info._id, name: info.name };
  await server.stop();
  grantPlatformAdmin(signedUp.email);
  server = await startServer(env);
  admin = {
    token: await apiSignIn(server.baseUrl, { email: signedUp.email, password: 'E2e-workspace-2026' }),
    email: signedUp.email,
  };
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function openAs(token: string, pathAndQuery: string): Promise<Page> {
  const context = await browser().newContext();
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}${pathAndQuery}`);
  return page;
}

function spaceOf(page: Page): string | null {
  return new URL(page.url()).searchParams.get('space');
}

/** Waits for the page at `pathname` (prefix) and checks `space` is still the customer's. */
async function expectInCustomer(page: Page, pathname: RegExp) {
  await page.waitForURL((url) => pathname.test(url.pathname));
  // The guard's query sync settles within a moment: space must be there once it has.
  await expect.poll(() => spaceOf(page), { timeout: 10_000 }).toBe(customer.spaceId);
}

describe('impersonation that holds (issue 14 item 3)', () => {
  it("the original admin keeps the customer's space through the areas, a remote's link and a reload, then goes back to admin", async () => {
    const page = await openAs(admin.token, `/campaigns/my-campaigns?space=${customer.spaceId}`);
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
    await expectInCustomer(page, /^\/campaigns/);
    // Issue 23 item 11: a bar on every page says whose workspace this is, with the way out.
    const bar = page.getByRole('region', { name: 'Acting as a platform admin' });
    await bar.getByText(`You are in ${customer.name}`, { exact: false }).waitFor();
    expect(await bar.getByRole('button', { name: 'Back to admin' }).count()).toBe(1);
    // The customer's workspace, not the admin's own: its name is in the account menu.
    const nav = page.getByRole('navigation').first();

    for (const [label, where] of [
      ['Inbox', /^\/inbox/],
      ['Billing', /^\/billing/],
      ['Reports', /^\/reports/],
      ['Pipelines', /^\/crm/],
      ['Settings', /^\/settings/],
      ['Campaigns', /^\/campaigns/],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).first().click();
      await expectInCustomer(page, where);
    }

    // A link inside a remote (the campaigns list opens a campaign with the sdk's Link).
    await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
    await page.getByRole('link', { name: 'Q4 SaaS founders – LinkedIn + email' }).first().click();
    await expectInCustomer(page, /^\/campaign\/edit\//);

    // The header's account menu: the workspace's preferences.
    const accountMenu = async () => {
      const trigger = page.getByRole('button', { name: /^Account menu of / });
      await trigger.click();
      return page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    };
    await (await accountMenu()).getByText('Workspace preferences').click();
    await expectInCustomer(page, new RegExp(`^/preferences/workspace/basic/${customer.spaceId}`));

    // A reload keeps the customer's workspace: its name shows in the account menu.
    await page.reload();
    await expectInCustomer(page, /^\/preferences/);
    const menu = await accountMenu();
    await menu.getByText(customer.name).first().waitFor();

    // Logout reads "Back to admin" and returns to the customer's page of the admin area, without space.
    await menu.getByText('Back to admin').click();
    await page.waitForURL((url) => url.pathname === `/admin/customers/${customer.spaceId}`);
    await expect.poll(() => spaceOf(page)).toBeNull();
    expect(await page.getByRole('region', { name: 'Acting as a platform admin' }).count()).toBe(0);

    // The audit log has the visit from start to end, with the admin as actor and the workspace as target.
    const actions = async () =>
      (
        await api<{ items: { action: string; actor_email: string | null }[] }>(
          server.baseUrl,
          admin.token,
          'GET',
          `/admin/audit?target_id=${customer.spaceId}&actor=${encodeURIComponent(admin.email)}`,
        )
      ).items.map((entry) => entry.action);
    await expect.poll(actions, { timeout: 10_000 }).toContain('impersonation.end');
    expect(await actions()).toContain('impersonation.start');
    await page.context().close();
  });

  it('a member who is not a platform admin does not see another workspace through ?space=', {
    timeout: 90_000,
  }, async () => {
    const page = await openAs(member.token, `/campaigns/my-campaigns?space=${customer.spaceId}`);
    // The API refuses the workspace (403): the page shows nothing of it, and after the spec's 15-second
    // countdown (platform §4) the search string is cleared and the member is back in their own workspace.
    const demoCampaign = page.getByText('Q4 SaaS founders – LinkedIn + email');
    await page
      .getByText(/You are going to be redirected in \d+ second/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await demoCampaign.count()).toBe(0);
    await expect.poll(() => spaceOf(page), { timeout: 30_000 }).toBeNull();
    // Their own, new workspace has no connected account yet: the guard takes them to add the first one.
    await page.waitForURL((url) => url.pathname === '/credentials/add-first');
    expect(await demoCampaign.count()).toBe(0);
    expect(await page.getByText(customer.name).count()).toBe(0);
    const ownName = (await api<{ name: string }>(server.baseUrl, member.token, 'GET', '/space/info')).name;
    expect(ownName).not.toBe(customer.name);
    await page.context().close();
  });
});
