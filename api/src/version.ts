import { readFileSync } from 'node:fs';

/** The product version: the root package.json's, so the API, shell and remotes report one number. */
export const packageVersion: string = (() => {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  const { version } = JSON.parse(text) as { version?: string };
  return version ?? '0.0.0';
})();
