/** A credential's life: create (then connect), update its settings, change how it runs, delete. */
import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { brandForAccount } from '../../platform/brands';
import type { Db } from '../../db/client';
import { type CredentialRow, credentials, spaces } from '../../db/schema';
import { AppError } from '../../errors';
import { serverEvents } from '../../realtime/events';
import { inSpace } from '../../platform/tenancy';
import { grantCredential } from './credential-access';
import type { AutomationTypeResult, CredentialJson } from './credential-responses.schema';
import {
  type AutomationTypeInput,
  type CreateCredentialInput,
  credentialMessages,
  type UpdateCredentialInput,
} from './credentials.schema';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import {
  type CredentialContext,
  findCredential,
  toJson,
  saveCredential,
  announce,
  socialAccount,
  recordOutcome,
} from './credentials.service';
import { seatCounts, assertSeat } from './credential-seats';
import {
  assertLocation,
  sameCustomProxy,
  storedCustomProxy,
  plannedProxy,
  sameProxy,
  announceProxy,
} from './proxy-plans';

async function assertUniqueUsername(db: Db, spaceId: string, username: string, exceptId?: string) {
  const [existing] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(
      and(
        eq(credentials.spaceId, spaceId),
        sql`lower(${credentials.username}) = lower(${username})`,
        exceptId ? ne(credentials.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (existing) throw new AppError(409, credentialMessages.duplicate);
}

/**
 * POST /credentials/create: checks (seats, duplicate email) and insert in one
 * transaction holding the workspace row, so two requests cannot both take the
 * last seat; then the network login (platform §4 "Create then verify").
 */
export async function createCredential(
  context: CredentialContext,
  input: CreateCredentialInput,
): Promise<CredentialJson> {
  const { scope, secrets, proxies } = context;
  const pooled = input.automation_type === 'cloud' && !input.custom_proxy;
  if (input.country_code) assertLocation(proxies, input.country_code, pooled ? input.proxy_type : 'any');
  const id = randomUUID();
  const customProxy = input.custom_proxy ? storedCustomProxy(secrets, input.custom_proxy) : null;
  const countryCode = input.country_code ?? null;
  const now = scope.clock.now();

  let row = await conflictOnUniqueViolation(credentialMessages.duplicate, () =>
    scope.db.transaction(async (tx) => {
      const [space] = await tx.select().from(spaces).where(eq(spaces.id, scope.spaceId)).for('update');
      if (!space) throw new AppError(404, credentialMessages.notFound);
      await assertUniqueUsername(tx, space.id, input.username);
      assertSeat(
        space,
        await brandForAccount(tx, space.brand),
        await seatCounts(tx, space.id),
        input.automation_type,
        true,
      );
      const [inserted] = await tx
        .insert(credentials)
        .values({
          id,
          spaceId: space.id,
          username: input.username,
          automationType: input.automation_type,
          countryCode,
          passwordEncrypted: input.password ? secrets.encrypt(input.password) : null,
          proxyType: input.proxy_type,
          customProxy,
          noProxy: input.no_proxy,
          timezone: input.timezone,
          workHoursStart: input.work_hours_start,
          workHoursEnd: input.work_hours_end,
          useBrowser: input.use_browser,
          cookiesEncrypted: input.cookies ? secrets.encrypt(input.cookies) : null,
          settingProxy: plannedProxy(
            proxies,
            {
              id,
              automationType: input.automation_type,
              countryCode,
              proxyType: input.proxy_type,
              customProxy,
              noProxy: input.no_proxy,
            },
            1,
          ),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('insert into credentials returned no row');
      if (!context.access.all) await grantCredential(tx, space.id, context.user.id, inserted.id);
      return inserted;
    }),
  );

  // The new credential's room exists for everyone who may see it before anything is said there.
  await scope.realtime.credentialsChanged?.(scope.spaceId);
  if (row.settingProxy) announceProxy(context, row);
  const outcome = await context.network.connect(socialAccount(context, row));
  row = await recordOutcome(context, row, outcome);
  return toJson(context, row);
}

/** A sender made for a mailbox the AI email service hosts (modules/mail-domains, issue 29). */
export interface MailboxCredentialInput {
  username: string;
  firstName: string;
  lastName: string;
  timezone: string;
}

/**
 * The sender of a hosted mailbox, in the caller's transaction: a cloud credential named after the
 * address, checked as POST /credentials/create checks one (the workspace row held, a duplicate
 * email refused, a seat needed), granted to its maker when they do not see every credential.
 * No social network login: it sends email only until the user connects an account to it.
 */
export async function insertMailboxCredential(
  tx: Db,
  scope: Pick<CredentialContext['scope'], 'spaceId' | 'clock'>,
  maker: { userId: string; access: CredentialContext['access'] },
  input: MailboxCredentialInput,
): Promise<CredentialRow> {
  const [space] = await tx.select().from(spaces).where(eq(spaces.id, scope.spaceId)).for('update');
  if (!space) throw new AppError(404, credentialMessages.notFound);
  await assertUniqueUsername(tx, space.id, input.username);
  assertSeat(space, await brandForAccount(tx, space.brand), await seatCounts(tx, space.id), 'cloud', true);
  const now = scope.clock.now();
  const [inserted] = await tx
    .insert(credentials)
    .values({ spaceId: space.id, ...input, automationType: 'cloud', createdAt: now, updatedAt: now })
    .returning();
  if (!inserted) throw new Error('insert into credentials returned no row');
  if (!maker.access.all) await grantCredential(tx, space.id, maker.userId, inserted.id);
  return inserted;
}

/**
 * The proxy settings an update leaves (a location checked against the proxies on offer), and the
 * proxy to set up: a new one only on a real change, since a settings form sends every field.
 */
function updatedProxy(context: CredentialContext, row: CredentialRow, input: UpdateCredentialInput) {
  const { secrets, proxies } = context;
  const proxyType = input.proxy_type ?? row.proxyType;
  const countryCode = input.country_code === undefined ? row.countryCode : input.country_code;
  const customProxy =
    input.custom_proxy === undefined || sameCustomProxy(secrets, row.customProxy, input.custom_proxy)
      ? row.customProxy
      : input.custom_proxy === null
        ? null
        : storedCustomProxy(secrets, input.custom_proxy);
  const noProxy = input.no_proxy ?? row.noProxy;
  const locationChanged = input.country_code !== undefined || input.proxy_type !== undefined;
  const pooled = row.automationType === 'cloud' && !customProxy;
  if (locationChanged && pooled && !countryCode) {
    throw new AppError(400, `country_code: ${credentialMessages.invalidLocation}`);
  }
  if (locationChanged && countryCode) assertLocation(proxies, countryCode, pooled ? proxyType : 'any');
  const proxySettingsChanged =
    countryCode !== row.countryCode ||
    proxyType !== row.proxyType ||
    noProxy !== row.noProxy ||
    customProxy !== row.customProxy;
  const settingProxy = proxySettingsChanged
    ? plannedProxy(
        proxies,
        { id: row.id, automationType: row.automationType, countryCode, proxyType, customProxy, noProxy },
        (row.settingProxy?.attempt_count ?? 0) + 1,
      )
    : row.settingProxy;
  return {
    proxyType,
    countryCode,
    customProxy,
    noProxy,
    settingProxy,
    proxyChanged: !sameProxy(settingProxy, row.settingProxy),
  };
}

export async function updateCredential(
  context: CredentialContext,
  id: string,
  input: UpdateCredentialInput,
): Promise<CredentialJson> {
  const { secrets, scope } = context;
  const row = await findCredential(context, id);
  const start = input.work_hours_start ?? row.workHoursStart;
  const end = input.work_hours_end ?? row.workHoursEnd;
  if (start >= end) throw new AppError(400, `work_hours_start: ${credentialMessages.workHoursOrder}`);
  if (input.username !== undefined && input.username !== row.username) {
    await assertUniqueUsername(scope.db, scope.spaceId, input.username, row.id);
  }

  const { settingProxy, proxyChanged, ...proxySettings } = updatedProxy(context, row, input);
  // A new email or password means logging in again (platform §4: an invalid credential is repaired so).
  const reconnect =
    (input.password !== undefined && row.automationType === 'cloud') ||
    (input.username !== undefined && input.username !== row.username);

  let saved = await conflictOnUniqueViolation(credentialMessages.duplicate, () =>
    saveCredential(context, row.id, {
      ...(input.username !== undefined && { username: input.username }),
      ...(input.password !== undefined && { passwordEncrypted: secrets.encrypt(input.password) }),
      ...(input.timezone !== undefined && { timezone: input.timezone }),
      workHoursStart: start,
      workHoursEnd: end,
      ...(input.work_weekends !== undefined && { workWeekends: input.work_weekends }),
      ...(input.use_browser !== undefined && { useBrowser: input.use_browser }),
      ...(input.cookies !== undefined && {
        cookiesEncrypted: input.cookies === null ? null : secrets.encrypt(input.cookies),
      }),
      ...proxySettings,
      settingProxy,
    }),
  );
  if (proxyChanged) announceProxy(context, saved);
  if (reconnect) {
    const outcome = await context.network.connect(socialAccount(context, saved));
    saved = await recordOutcome(context, saved, outcome);
    return toJson(context, saved);
  }
  return announce(context, saved);
}

/**
 * POST /credentials/{id}/automation_type (platform §4 "Change automation"):
 * cloud needs a country and a password (NEEDS_LOCATION, NEEDS_PASSWORD; nothing
 * is saved until both are there); extension needs nothing on the server.
 */
export async function changeAutomationType(
  context: CredentialContext,
  id: string,
  input: AutomationTypeInput,
): Promise<AutomationTypeResult> {
  const row = await findCredential(context, id);
  const target = input.automation_type;
  const countryCode = input.country_code ?? row.countryCode;
  const hasPassword = input.password !== undefined || row.passwordEncrypted !== null;
  if (input.country_code) {
    const pooled = target === 'cloud' && !row.customProxy;
    assertLocation(context.proxies, input.country_code, pooled ? row.proxyType : 'any');
  }
  if (target === 'cloud') {
    if (!countryCode) return { outcome: 'NEEDS_LOCATION', credential: await toJson(context, row) };
    if (!hasPassword) return { outcome: 'NEEDS_PASSWORD', credential: await toJson(context, row) };
  }
  if (target === row.automationType && input.country_code === undefined && input.password === undefined) {
    return { outcome: 'SUCCESS', credential: await toJson(context, row) };
  }
  if (target !== row.automationType) {
    assertSeat(
      context.space,
      await brandForAccount(context.scope.db, context.space.brand),
      await seatCounts(context.scope.db, context.scope.spaceId, row.id),
      target,
      false,
    );
  }
  let saved = await saveCredential(context, row.id, {
    automationType: target,
    countryCode,
    ...(input.password !== undefined && { passwordEncrypted: context.secrets.encrypt(input.password) }),
    settingProxy: plannedProxy(
      context.proxies,
      {
        id: row.id,
        automationType: target,
        countryCode,
        proxyType: row.proxyType,
        customProxy: row.customProxy,
        noProxy: row.noProxy,
      },
      (row.settingProxy?.attempt_count ?? 0) + 1,
    ),
  });
  if (!sameProxy(saved.settingProxy, row.settingProxy)) announceProxy(context, saved);
  // Campaign pages depend on how the account runs.
  context.scope.realtime.toCredential(saved.id, serverEvents.refetchData, { credential_id: saved.id });
  const outcome = await context.network.connect(socialAccount(context, saved));
  saved = await recordOutcome(context, saved, outcome);
  return { outcome: 'SUCCESS', credential: await toJson(context, saved) };
}

/** POST /credentials/{id}/delete: the row, its blacklist and its password go; the seat is free again. */
export async function deleteCredential(context: CredentialContext, id: string): Promise<{ _id: string }> {
  const row = await findCredential(context, id);
  const { scope } = context;
  // Said in the room before its members leave it.
  scope.realtime.toCredential(row.id, serverEvents.updateCredentials, { _id: row.id, deleted: true });
  scope.realtime.toCredential(row.id, serverEvents.refetchData, { credential_id: row.id });
  await scope.db.delete(credentials).where(and(inSpace(credentials, scope), eq(credentials.id, row.id)));
  await scope.realtime.credentialsChanged?.(scope.spaceId);
  return { _id: row.id };
}
