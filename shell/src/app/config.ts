import type { Brand } from '@outreach/brands';
import type { RemoteName } from '@outreach/core/areas';
import { createContext, useContext } from 'react';

/**
 * What GET /api/config tells the shell at start: the brand of this host and where each remote lives
 * (its payload, ApiPayload<'get', '/config'>, is assigned to this: the brand as @outreach/brands types it).
 */
export interface AppConfig {
  brand: Brand;
  remotes: Partial<Record<RemoteName, string>>;
  /** Google / Microsoft sign-in, true only where the deployment configured it and the brand allows it. */
  signIn: { google: boolean; microsoft: boolean };
  version: string;
}

/**
 * issue 25: the config the server put into the page (api/src/static.ts, a JSON data block with
 * this id), read once; null when the page has none or it does not parse (the shell then asks
 * GET /api/config). The element is removed, so a later start (the error panel's retry) asks the API.
 */
export function takeInlinedConfig(doc: Document | undefined = globalThis.document): AppConfig | null {
  const element = doc?.getElementById('app-config');
  if (!element) return null;
  element.remove();
  try {
    const config = JSON.parse(element.textContent ?? '') as AppConfig | null;
    return config && typeof config === 'object' && config.brand && config.remotes ? config : null;
  } catch {
    return null;
  }
}

export const ConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useAppConfig outside ConfigContext');
  return config;
}
