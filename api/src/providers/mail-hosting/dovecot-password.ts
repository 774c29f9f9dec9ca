import { argon2id, hash, verify } from 'argon2';

/**
 * Mailbox passwords as Dovecot's passdb takes them: `{ARGON2ID}$argon2id$v=19$m=…` (Dovecot checks
 * it with libsodium; `doveadm pw -l` lists ARGON2ID on Debian). The mailboxes' passwords are
 * random (hosted-mailboxes.service.ts), so the cost stays modest: Dovecot checks it at each login.
 */
const scheme = '{ARGON2ID}';
const hashing = { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * libsodium reads the parameters in the order m, t, p only (as `doveadm pw -s ARGON2ID` writes
 * them); the argon2 package writes them sorted (m, p, t), which both it and libsodium then verify.
 */
export function libsodiumOrder(encoded: string): string {
  return encoded.replace(/\$m=(\d+),p=(\d+),t=(\d+)\$/, '$m=$1,t=$3,p=$2$');
}

export async function dovecotPassword(password: string): Promise<string> {
  return `${scheme}${libsodiumOrder(await hash(password, hashing))}`;
}

export async function checkDovecotPassword(stored: string, password: string): Promise<boolean> {
  if (!stored.startsWith(scheme)) return false;
  try {
    return await verify(stored.slice(scheme.length), password);
  } catch {
    return false;
  }
}
