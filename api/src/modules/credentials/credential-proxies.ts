/** A credential's proxy settings (platform §9): read, changed, refreshed from the pool. */
import { AppError } from '../../errors';
import type { ProxyJson } from './credential-responses.schema';
import { credentialMessages, type ProxySettingsInput } from './credentials.schema';
import { type CredentialContext, findCredential, saveCredential, announce } from './credentials.service';
import {
  day,
  maxProxyRefreshesPerDay,
  plannedProxy,
  announceProxy,
  refreshesToday,
  proxyJson,
} from './proxy-plans';
import { updateCredential } from './credential-lifecycle';

export async function getProxy(context: CredentialContext, id: string): Promise<ProxyJson> {
  return proxyJson(await findCredential(context, id), context.scope.clock.now());
}

/** POST /credentials/{id}/proxy: country, proxy type, custom proxy or none; a new proxy is set up. */
export async function setProxy(
  context: CredentialContext,
  id: string,
  input: ProxySettingsInput,
): Promise<ProxyJson> {
  await updateCredential(context, id, input);
  return getProxy(context, id);
}

/** POST /credentials/{id}/refresh_proxy: a fresh proxy from the pool, at most 2 times a day (platform §9). */
export async function refreshProxy(context: CredentialContext, id: string): Promise<ProxyJson> {
  const row = await findCredential(context, id);
  const now = context.scope.clock.now();
  if (row.automationType === 'extension' || row.noProxy || (!row.countryCode && !row.customProxy)) {
    throw new AppError(400, credentialMessages.proxyRefreshNone);
  }
  if (row.customProxy) throw new AppError(400, credentialMessages.proxyRefreshCustom);
  const recent = refreshesToday(row, now);
  if (recent.length >= maxProxyRefreshesPerDay) {
    const oldest = Math.min(...recent.map((at) => new Date(at).getTime()));
    const retryAfter = Math.max(1, Math.ceil((oldest + day - now.getTime()) / 1000));
    throw new AppError(429, credentialMessages.proxyRefreshLimit, { 'Retry-After': String(retryAfter) });
  }
  const saved = await saveCredential(context, row.id, {
    settingProxy: plannedProxy(
      context.proxies,
      {
        id: row.id,
        automationType: row.automationType,
        countryCode: row.countryCode,
        proxyType: row.proxyType,
        customProxy: null,
        noProxy: false,
      },
      (row.settingProxy?.attempt_count ?? 0) + 1,
    ),
    proxyRefreshedAt: [...recent, now.toISOString()],
  });
  announceProxy(context, saved);
  await announce(context, saved);
  return proxyJson(saved, now);
}
