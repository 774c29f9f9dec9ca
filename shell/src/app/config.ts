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

export const ConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useAppConfig outside ConfigContext');
  return config;
}
