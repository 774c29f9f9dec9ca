import { createHash } from 'node:crypto';
import type { ProxyType, SettingProxy } from '../../db/schema';

/** spec: platform §3 "Proxy countries list returns code, count, type per entry; count 0 means out of reserve". */
export interface ProxyCountry {
  code: string;
  name: string;
  count: number;
  type: ProxyType;
}

/**
 * Where a cloud credential's proxy comes from. The sandbox pool hands out
 * made-up addresses from a fixed stock; a real one would rent from a proxy
 * vendor. Extension credentials need none (they run in the user's browser).
 */
export interface ProxyPool {
  countries(): readonly ProxyCountry[];
  /** A proxy for the credential in that country; `attempt` > 1 gives a fresh one (refresh_proxy). */
  assign(request: {
    credentialId: string;
    countryCode: string;
    proxyType: ProxyType;
    attempt: number;
  }): SettingProxy;
}

/** Country names as the API gives them: English, from the runtime's CLDR data (Intl). */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The sandbox stock: 30 entries; Norway, Finland (basic) and Australia (residential) are out of reserve. */
export const sandboxProxyCountries: readonly ProxyCountry[] = (
  [
    { code: 'US', count: 1240, type: 'basic' },
    { code: 'GB', count: 530, type: 'basic' },
    { code: 'DE', count: 610, type: 'basic' },
    { code: 'FR', count: 420, type: 'basic' },
    { code: 'CA', count: 380, type: 'basic' },
    { code: 'AU', count: 210, type: 'basic' },
    { code: 'NL', count: 190, type: 'basic' },
    { code: 'ES', count: 260, type: 'basic' },
    { code: 'IT', count: 240, type: 'basic' },
    { code: 'PT', count: 90, type: 'basic' },
    { code: 'BR', count: 150, type: 'basic' },
    { code: 'MX', count: 80, type: 'basic' },
    { code: 'IN', count: 300, type: 'basic' },
    { code: 'SG', count: 70, type: 'basic' },
    { code: 'JP', count: 60, type: 'basic' },
    { code: 'SE', count: 55, type: 'basic' },
    { code: 'CH', count: 45, type: 'basic' },
    { code: 'PL', count: 120, type: 'basic' },
    { code: 'IE', count: 40, type: 'basic' },
    { code: 'BE', count: 35, type: 'basic' },
    { code: 'AT', count: 30, type: 'basic' },
    { code: 'DK', count: 25, type: 'basic' },
    { code: 'NO', count: 0, type: 'basic' },
    { code: 'FI', count: 0, type: 'basic' },
    { code: 'US', count: 85, type: 'residential' },
    { code: 'GB', count: 40, type: 'residential' },
    { code: 'DE', count: 32, type: 'residential' },
    { code: 'FR', count: 18, type: 'residential' },
    { code: 'CA', count: 12, type: 'residential' },
    { code: 'AU', count: 0, type: 'residential' },
  ] satisfies Omit<ProxyCountry, 'name'>[]
).map(({ code, count, type }) => ({ code, name: regionNames.of(code) ?? code, count, type }));

export function createSandboxProxyPool(stock: readonly ProxyCountry[] = sandboxProxyCountries): ProxyPool {
  return {
    countries: () => stock,
    assign({ credentialId, countryCode, proxyType, attempt }) {
      const entry = stock.find((country) => country.code === countryCode && country.type === proxyType);
      if (!entry || entry.count === 0) {
        // spec: platform §9, "proxies from reserve may take up to 2 hours": setting up, no address yet.
        return {
          stage: 'start',
          attempt_count: attempt,
          country_code: countryCode,
          proxy_failed_until: null,
          proxy_address: null,
          ports: null,
          username: null,
          password: null,
        };
      }
      const digest = createHash('sha256')
        .update(`${credentialId}:${countryCode}:${proxyType}:${attempt}`)
        .digest();
      const octet = (index: number) => ((digest[index] ?? 0) % 254) + 1;
      return {
        stage: 'success',
        attempt_count: attempt,
        country_code: countryCode,
        proxy_failed_until: null,
        proxy_address: `10.${octet(0)}.${octet(1)}.${octet(2)}`,
        ports: { http: String(10_000 + (digest.readUInt16BE(3) % 50_000)) },
        username: `sandbox-${digest.subarray(5, 9).toString('hex')}`,
        password: digest.subarray(9, 17).toString('hex'),
      };
    },
  };
}
