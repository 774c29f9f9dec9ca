/** The proxy a credential goes out through: its planning, comparison, refresh count and JSON. */
import type {
  AutomationType,
  CredentialRow,
  ProxyType,
  SettingProxy,
  StoredCustomProxy,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { ProxyPool } from '../../providers/social-network/proxy-pool';
import { serverEvents } from '../../realtime/events';
import type { SecretBox } from '../../providers/secrets/credential-secrets';
import type { ProxyJson } from './credential-responses.schema';
import { type CustomProxyInput, credentialMessages } from './credentials.schema';
import { type CredentialContext, customProxyJson } from './credentials.service';

export const day = 24 * 3_600_000;

/** spec: platform §9, "Proxy refresh at most 2 times a day". */
export const maxProxyRefreshesPerDay = 2;

/**
 * 'Not valid location' unless the pool serves the country with that proxy type
 * ('any': a custom proxy or an extension account only needs a known country).
 */
export function assertLocation(proxies: ProxyPool, countryCode: string, proxyType: ProxyType | 'any') {
  const known = proxies
    .countries()
    .some((country) => country.code === countryCode && (proxyType === 'any' || country.type === proxyType));
  if (!known) throw new AppError(400, `country_code: ${credentialMessages.invalidLocation}`);
}

/** The same proxy as stored (passwords compared decrypted: each encryption differs). */
export function sameCustomProxy(
  secrets: SecretBox,
  stored: StoredCustomProxy | null,
  input: CustomProxyInput | null,
) {
  if (stored === null || input === null) return stored === input;
  const storedPassword = stored.password === null ? null : secrets.decrypt(stored.password);
  return (
    stored.proxy_address === input.proxy_address &&
    stored.domain === input.domain &&
    stored.ports.http === input.ports.http &&
    stored.username === input.username &&
    storedPassword === input.password
  );
}

export function storedCustomProxy(secrets: SecretBox, proxy: CustomProxyInput): StoredCustomProxy {
  return { ...proxy, password: proxy.password === null ? null : secrets.encrypt(proxy.password) };
}

interface ProxyPlan {
  id: string;
  automationType: AutomationType;
  countryCode: string | null;
  proxyType: ProxyType;
  customProxy: StoredCustomProxy | null;
  noProxy: boolean;
}

/** The proxy a cloud credential goes out through; extension accounts use the user's own browser. */
export function plannedProxy(proxies: ProxyPool, plan: ProxyPlan, attempt: number): SettingProxy | null {
  if (plan.automationType === 'extension' || plan.noProxy) return null;
  if (plan.customProxy) {
    return {
      stage: 'success',
      attempt_count: attempt,
      country_code: plan.countryCode,
      proxy_failed_until: null,
      proxy_address: plan.customProxy.proxy_address ?? plan.customProxy.domain,
      ports: plan.customProxy.ports,
      username: plan.customProxy.username,
      password: null,
    };
  }
  if (!plan.countryCode) return null;
  return proxies.assign({
    credentialId: plan.id,
    countryCode: plan.countryCode,
    proxyType: plan.proxyType,
    attempt,
  });
}

export function sameProxy(left: SettingProxy | null, right: SettingProxy | null): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

export function announceProxy(context: CredentialContext, row: CredentialRow) {
  context.scope.realtime.toCredential(row.id, serverEvents.setProxy, {
    credential_id: row.id,
    setting_proxy: row.settingProxy,
  });
}

export function refreshesToday(row: CredentialRow, now: Date): string[] {
  return row.proxyRefreshedAt.filter((at) => now.getTime() - new Date(at).getTime() < day);
}

export function proxyJson(row: CredentialRow, now: Date): ProxyJson {
  return {
    proxy_type: row.proxyType,
    country_code: row.countryCode,
    no_proxy: row.noProxy,
    custom_proxy: customProxyJson(row),
    setting_proxy: row.settingProxy,
    refreshes_left_today: Math.max(0, maxProxyRefreshesPerDay - refreshesToday(row, now).length),
  };
}
