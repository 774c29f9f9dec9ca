import type { Brand } from '@outreach/brands';
import { authOptionsSchema, brandSchema } from '@outreach/brands/schema';
import { supportWidgets } from '@outreach/brands/support';
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import {
  spaces,
  type WhitelabelEmailConfig,
  type WhitelabelRow,
  type WhitelabelSmtp,
  whitelabels,
} from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import { assertPublicHost, ssrfMessages } from '../../ssrf';
import { type AdminScope, assertBrandInScope, audit, scopeBrands } from '../../platform/admin-scope';
import { ensureBrandPlans } from '../../platform/plans';
import { mailDomainOf, sealPassword, senderDomainVerified } from './brand-mail';
import { whitelabelMessages } from './messages';
import { allWhitelabels, defaultWhitelabelId, whitelabelRow } from '../../platform/brands';
import { partnerCopyOf } from './brand-copy';
import type {
  assetsInput,
  colorsInput,
  createWhitelabelInput,
  detailsInput,
  emailConfigInput,
  emailDomainInput,
  optionsInput,
  supportInput,
  WhitelabelJson,
  WhitelabelRowJson,
} from './whitelabels.schema';

/**
 * Which sections an admin may save (issue 14): resellers only colours and assets, support and email;
 * never the verification of their own mail domain (issue 23 item 4: email_domain, platform admins).
 */
export type WhitelabelSection = 'details' | 'options' | 'colors' | 'support' | 'email' | 'email_domain';

export function canEdit(scope: AdminScope): Record<WhitelabelSection, boolean> {
  const platform = scope.kind === 'platform';
  return {
    details: platform,
    options: platform,
    colors: true,
    support: true,
    email: true,
    email_domain: platform,
  };
}

/** Options of the white-label routes: whether SMTP servers may be at private addresses (tests, local). */
export interface WhitelabelOptions {
  mailServersAllowPrivate: boolean;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The email configuration as a browser may see it: never a password, sealed or not. */
function publicEmailConfig(
  config: WhitelabelEmailConfig,
  verifiedDomain: string | null,
): WhitelabelJson['email_config'] {
  return {
    sender_name: config.senderName ?? null,
    sender_address: config.senderAddress ?? null,
    domain_verified: senderDomainVerified({ emailConfig: config, emailVerifiedDomain: verifiedDomain }),
    verified_domain: verifiedDomain,
    smtp: config.smtp
      ? {
          host: config.smtp.host,
          port: config.smtp.port,
          secure: config.smtp.secure,
          user: config.smtp.user ?? null,
          has_password: Boolean(config.smtp.passwordSealed),
        }
      : null,
  };
}

export function whitelabelJson(row: WhitelabelRow, scope: AdminScope): WhitelabelJson {
  return {
    id: row.id,
    status: row.status,
    brand: row.settings,
    owner_emails: row.ownerEmails,
    email_config: publicEmailConfig(row.emailConfig, row.emailVerifiedDomain),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    archived_at: iso(row.archivedAt),
    can_edit: canEdit(scope),
  };
}

/** Workspaces per brand id: a workspace's `brand` value counts for the brand whose values hold it. */
async function customersByBrand(db: Db, rows: readonly WhitelabelRow[]): Promise<Map<string, number>> {
  const counts = await db
    .select({ brand: spaces.brand, total: count() })
    .from(spaces)
    .where(isNull(spaces.deletedAt))
    .groupBy(spaces.brand);
  const byBrand = new Map<string, number>();
  for (const { brand, total } of counts) {
    const owner =
      rows.find((row) => row.id === brand) ?? rows.find((row) => row.settings.values.includes(brand));
    const id = owner?.id ?? defaultWhitelabelId;
    byBrand.set(id, (byBrand.get(id) ?? 0) + Number(total));
  }
  return byBrand;
}

/** GET /admin/whitelabels: the scope's white-labels of one status, by name. */
export async function listWhitelabels(
  db: Db,
  scope: AdminScope,
  status: 'active' | 'archived',
): Promise<{ items: WhitelabelRowJson[]; total: number }> {
  const rows = await allWhitelabels(db);
  const brands = scopeBrands(scope);
  const visible = rows
    .filter((row) => row.status === status && (!brands || brands.includes(row.id)))
    .sort((a, b) => a.settings.name.localeCompare(b.settings.name) || a.id.localeCompare(b.id));
  const customers = await customersByBrand(db, rows);
  const items = visible.map((row) => ({
    id: row.id,
    name: row.settings.name,
    status: row.status,
    family: row.settings.family,
    domains: row.settings.domains,
    owner_emails: row.ownerEmails,
    logo: row.settings.logo,
    primary: row.settings.light.primary,
    customers: customers.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
    archived_at: iso(row.archivedAt),
  }));
  return { items, total: items.length };
}

/** GET /admin/whitelabels/{id}: 404 for a brand outside the scope (a reseller never learns it exists). */
export async function getWhitelabel(db: Db, scope: AdminScope, id: string): Promise<WhitelabelJson> {
  assertBrandInScope(scope, id, whitelabelMessages.notFound);
  const row = await whitelabelRow(db, id);
  if (!row) throw new AppError(404, whitelabelMessages.notFound);
  return whitelabelJson(row, scope);
}

/** The whole brand checked against the public schema (a save never stores a brand GET /config would refuse). */
function validBrand(settings: Brand): Brand {
  const parsed = brandSchema.safeParse(settings);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    );
    throw new AppError(400, [...new Set(messages)].join('; '));
  }
  return parsed.data;
}

/** Serializes the checks of domains and ids across concurrent saves (the table is tiny). */
async function lockWhitelabels(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('whitelabels'))`);
}

/** 409 when an ACTIVE white-label other than `selfId` already answers on one of `domains`. */
function assertDomainsFree(rows: readonly WhitelabelRow[], selfId: string, domains: readonly string[]): void {
  for (const row of rows) {
    if (row.id === selfId || row.status !== 'active') continue;
    if (row.settings.domains.some((domain) => domains.includes(domain)))
      throw new AppError(409, whitelabelMessages.domainTaken);
  }
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** POST /admin/whitelabels (platform admins): a copy of `copy_from` as a partner brand, with its plans and prices. */
export async function createWhitelabel(
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  scope: AdminScope,
  input: z.infer<typeof createWhitelabelInput>,
): Promise<WhitelabelJson> {
  if (scope.kind !== 'platform') throw new AppError(403, errorMessages.platformAdminOnly);
  const domains = unique(input.domains);
  const ownerEmails = unique(input.owner_emails);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await lockWhitelabels(tx);
    const rows = await allWhitelabels(tx);
    if (rows.some((existing) => existing.id === input.id))
      throw new AppError(409, whitelabelMessages.idTaken);
    const sourceId = input.copy_from ?? defaultWhitelabelId;
    const source = rows.find((existing) => existing.id === sourceId);
    if (!source) throw new AppError(400, `copy_from: ${whitelabelMessages.notFound}`);
    assertDomainsFree(rows, input.id, domains);
    const settings = validBrand(partnerCopyOf(source.settings, { id: input.id, name: input.name, domains }));
    const [created] = await tx
      .insert(whitelabels)
      .values({
        id: input.id,
        status: 'active',
        settings,
        ownerEmails,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError(409, whitelabelMessages.idTaken);
    // Its plans and prices land with it (issue 13 defaults; the admin edits them afterwards).
    await ensureBrandPlans(tx, created.id);
    await audit(tx, scope.user, {
      action: 'whitelabel.create',
      targetType: 'whitelabel',
      targetId: created.id,
      brand: created.id,
      before: null,
      after: { copy_from: sourceId, name: input.name, domains, owner_emails: ownerEmails },
    });
    return created;
  });
  return whitelabelJson(row, scope);
}

interface Change {
  settings?: Brand;
  ownerEmails?: string[];
  emailConfig?: WhitelabelEmailConfig;
  emailVerifiedDomain?: string | null;
  status?: 'active' | 'archived';
  archivedAt?: Date | null;
  /** What the audit entry records (no secrets). */
  before: unknown;
  after: unknown;
}

/**
 * One section's save: the row locked, the scope and the section's permission checked (404 outside
 * the scope first, then 403 for a section this admin may not save), the change and its audit entry
 * in one transaction, updated_at bumped.
 */
async function saveSection(
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  scope: AdminScope,
  id: string,
  action: string,
  section: WhitelabelSection | 'platform',
  change: (row: WhitelabelRow, rows: WhitelabelRow[]) => Promise<Change> | Change,
): Promise<WhitelabelJson> {
  assertBrandInScope(scope, id, whitelabelMessages.notFound);
  const allowed = section === 'platform' ? scope.kind === 'platform' : canEdit(scope)[section];
  const row = await deps.db.transaction(async (tx) => {
    await lockWhitelabels(tx);
    const rows = await allWhitelabels(tx);
    const current = rows.find((candidate) => candidate.id === id);
    if (!current) throw new AppError(404, whitelabelMessages.notFound);
    if (!allowed) throw new AppError(403, errorMessages.platformAdminOnly);
    const { before, after, ...set } = await change(current, rows);
    const [updated] = await tx
      .update(whitelabels)
      .set({ ...set, updatedAt: deps.clock.now() })
      .where(eq(whitelabels.id, id))
      .returning();
    if (!updated) throw new AppError(404, whitelabelMessages.notFound);
    await audit(tx, scope.user, { action, targetType: 'whitelabel', targetId: id, brand: id, before, after });
    return updated;
  });
  return whitelabelJson(row, scope);
}

type Deps = Pick<AppDependencies, 'db' | 'clock'>;

/** PUT /admin/whitelabels/{id}/details (platform admins): name, domains, owners, links, embedding pages. */
export function saveDetails(deps: Deps, scope: AdminScope, id: string, input: z.infer<typeof detailsInput>) {
  return saveSection(deps, scope, id, 'whitelabel.details', 'details', (row, rows) => {
    const domains = unique(input.domains);
    if (row.status === 'active') assertDomainsFree(rows, id, domains);
    const settings = validBrand({
      ...row.settings,
      name: input.name,
      domains,
      ...(input.nav_links ? { navLinks: input.nav_links } : {}),
      ...(input.embed_origins ? { embedOrigins: unique(input.embed_origins) } : {}),
    });
    const pick = (brand: Brand, owners: string[]) => ({
      name: brand.name,
      domains: brand.domains,
      owner_emails: owners,
      nav_links: brand.navLinks,
      embed_origins: brand.embedOrigins,
    });
    const ownerEmails = unique(input.owner_emails);
    return {
      settings,
      ownerEmails,
      before: pick(row.settings, row.ownerEmails),
      after: pick(settings, ownerEmails),
    };
  });
}

/** PUT /admin/whitelabels/{id}/colors: both palettes. */
export function saveColors(deps: Deps, scope: AdminScope, id: string, input: z.infer<typeof colorsInput>) {
  return saveSection(deps, scope, id, 'whitelabel.colors', 'colors', (row) => {
    const settings = validBrand({ ...row.settings, light: input.light, dark: input.dark });
    return {
      settings,
      before: { light: row.settings.light, dark: row.settings.dark },
      after: { light: settings.light, dark: settings.dark },
    };
  });
}

/** Images are long: the audit entry says whether one is set (and how long), not its bytes. */
function imageSummary(image: string | undefined): string | null {
  return image ? `${image.slice(0, image.indexOf(';'))} (${image.length} characters)` : null;
}

/** PUT /admin/whitelabels/{id}/assets: logo shape, uploaded logo and favicon (null removes; omitted keeps). */
export function saveAssets(deps: Deps, scope: AdminScope, id: string, input: z.infer<typeof assetsInput>) {
  return saveSection(deps, scope, id, 'whitelabel.assets', 'colors', (row) => {
    const logo = { ...row.settings.logo, shape: input.logo_shape };
    if (input.logo_image === null) delete logo.image;
    else if (input.logo_image !== undefined) logo.image = input.logo_image;
    const next: Brand = { ...row.settings, logo };
    if (input.favicon === null) delete next.favicon;
    else if (input.favicon !== undefined) next.favicon = input.favicon;
    const settings = validBrand(next);
    const summary = (brand: Brand) => ({
      logo_shape: brand.logo.shape,
      logo_image: imageSummary(brand.logo.image),
      favicon: imageSummary(brand.favicon),
    });
    return { settings, before: summary(row.settings), after: summary(settings) };
  });
}

/** PUT /admin/whitelabels/{id}/options (platform admins): auth options (spec §5 conflicts) and features. */
export function saveOptions(deps: Deps, scope: AdminScope, id: string, input: z.infer<typeof optionsInput>) {
  return saveSection(deps, scope, id, 'whitelabel.options', 'options', (row) => {
    const auth = authOptionsSchema.safeParse(input.auth);
    if (!auth.success)
      throw new AppError(400, [...new Set(auth.error.issues.map((issue) => issue.message))].join('; '));
    const settings = validBrand({ ...row.settings, auth: auth.data, features: input.features });
    return {
      settings,
      before: { auth: row.settings.auth, features: row.settings.features },
      after: { auth: settings.auth, features: settings.features },
    };
  });
}

/** PUT /admin/whitelabels/{id}/support: the chat widget and its app id (checked per vendor). */
export function saveSupport(deps: Deps, scope: AdminScope, id: string, input: z.infer<typeof supportInput>) {
  return saveSection(deps, scope, id, 'whitelabel.support', 'support', (row) => {
    let support: Brand['support'] = { integration: input.integration };
    if (input.integration !== 'no_support') {
      if (!input.app_id) throw new AppError(400, whitelabelMessages.appIdRequired);
      if (!supportWidgets[input.integration].appId.test(input.app_id))
        throw new AppError(400, whitelabelMessages.badAppId);
      support = { integration: input.integration, appId: input.app_id };
    }
    const settings = validBrand({ ...row.settings, support });
    return { settings, before: row.settings.support, after: settings.support };
  });
}

/**
 * PUT /admin/whitelabels/{id}/email_config: sender and SMTP server. The password is sealed at
 * rest; omitted, the stored one stays (for the same server and user); it is never sent back.
 */
export async function saveEmailConfig(
  deps: Deps,
  scope: AdminScope,
  id: string,
  input: z.infer<typeof emailConfigInput>,
  options: WhitelabelOptions,
) {
  // Before the transaction: the host check resolves DNS and the key is read with its own query.
  if (input.smtp)
    await assertPublicHost(input.smtp.host, options.mailServersAllowPrivate, ssrfMessages.privateMailServer);
  const sealed =
    input.smtp?.user && input.smtp.password ? await sealPassword(deps.db, input.smtp.password) : undefined;
  return saveSection(deps, scope, id, 'whitelabel.email_config', 'email', (row) => {
    const config: WhitelabelEmailConfig = {
      senderName: input.sender_name || undefined,
      senderAddress: input.sender_address,
    };
    if (input.smtp) {
      const stored = row.emailConfig.smtp;
      const smtp: WhitelabelSmtp = {
        host: input.smtp.host,
        port: input.smtp.port,
        secure: input.smtp.secure,
      };
      if (input.smtp.user) {
        smtp.user = input.smtp.user;
        if (sealed) smtp.passwordSealed = sealed;
        else if (stored?.passwordSealed && stored.host === smtp.host && stored.user === smtp.user)
          smtp.passwordSealed = stored.passwordSealed;
      }
      config.smtp = smtp;
    }
    return {
      emailConfig: config,
      before: publicEmailConfig(row.emailConfig, row.emailVerifiedDomain),
      after: publicEmailConfig(config, row.emailVerifiedDomain),
    };
  });
}

/**
 * PUT /admin/whitelabels/{id}/email_domain (platform admins only, never a reseller: issue 23 item 4):
 * `verified: true` records the domain of the current sender address as the brand's proven mail
 * domain, so the platform's transport sends the brand's mails from that address; `false` withdraws
 * it. A later sender address on another domain is not covered (brand-mail.ts senderDomainVerified).
 */
export function saveEmailDomain(
  deps: Deps,
  scope: AdminScope,
  id: string,
  input: z.infer<typeof emailDomainInput>,
) {
  return saveSection(deps, scope, id, 'whitelabel.email_domain', 'email_domain', (row) => {
    const address = row.emailConfig.senderAddress;
    if (input.verified && !address) throw new AppError(400, whitelabelMessages.noSenderToVerify);
    const domain = input.verified && address ? mailDomainOf(address) : null;
    return {
      emailVerifiedDomain: domain,
      before: { verified_domain: row.emailVerifiedDomain },
      after: { verified_domain: domain },
    };
  });
}

/** POST /admin/whitelabels/{id}/archive (platform admins; never the default brand). */
export function archiveWhitelabel(deps: Deps, scope: AdminScope, id: string) {
  return saveSection(deps, scope, id, 'whitelabel.archive', 'platform', (row) => {
    if (row.id === defaultWhitelabelId) throw new AppError(400, whitelabelMessages.defaultCannotBeArchived);
    if (row.status === 'archived') throw new AppError(400, whitelabelMessages.alreadyArchived);
    return {
      status: 'archived',
      archivedAt: deps.clock.now(),
      before: { status: row.status },
      after: { status: 'archived' },
    };
  });
}

/** POST /admin/whitelabels/{id}/restore (platform admins): its domains must still be free. */
export function restoreWhitelabel(deps: Deps, scope: AdminScope, id: string) {
  return saveSection(deps, scope, id, 'whitelabel.restore', 'platform', (row, rows) => {
    if (row.status !== 'archived') throw new AppError(400, whitelabelMessages.notArchived);
    assertDomainsFree(rows, id, row.settings.domains);
    return {
      status: 'active',
      archivedAt: null,
      before: { status: row.status },
      after: { status: 'active' },
    };
  });
}
