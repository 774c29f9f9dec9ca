import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR/admin-endpoint.json: where the server that holds the embedded database answers
 * `npm run admin`, and the secret it takes (issue 26 item 27). Written at start, mode 0600 (the
 * owner of the install only), new secret on every start, removed at shutdown.
 */
export interface AdminEndpoint {
  pid: number;
  /** An address of this machine the server listens on. */
  url: string;
  secret: string;
}

export function adminEndpointFile(dataDir: string): string {
  return join(dataDir, 'admin-endpoint.json');
}

/** The loopback address to reach a server listening on `host` (a wildcard listens on loopback too). */
export function loopbackUrl(host: string, port: number): string {
  if (host === '' || host === '0.0.0.0' || host === 'localhost') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** A fresh secret for one start of the server. */
export function newAdminSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Writes the endpoint file; returns its removal (only while it is still the one this start wrote). */
export function writeAdminEndpoint(dataDir: string, url: string, secret: string): () => void {
  const file = adminEndpointFile(dataDir);
  // Removed first: writeFileSync's mode applies to a file it creates, not to one already there.
  rmSync(file, { force: true });
  writeFileSync(file, `${JSON.stringify({ pid: process.pid, url, secret } satisfies AdminEndpoint)}\n`, {
    mode: 0o600,
  });
  return () => {
    if (readAdminEndpoint(dataDir)?.secret === secret) rmSync(file, { force: true });
  };
}

/** The endpoint file's content, or null when it is missing or unreadable. */
export function readAdminEndpoint(dataDir: string): AdminEndpoint | null {
  try {
    const value = JSON.parse(readFileSync(adminEndpointFile(dataDir), 'utf8')) as Partial<AdminEndpoint>;
    if (typeof value.url !== 'string' || typeof value.secret !== 'string' || typeof value.pid !== 'number')
      return null;
    return { pid: value.pid, url: value.url, secret: value.secret };
  } catch {
    return null;
  }
}

/** Compares in constant time (both sides hashed to one length first). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
