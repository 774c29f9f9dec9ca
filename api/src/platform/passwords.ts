import { argon2id, hash, verify } from 'argon2';

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). */
const passwordHashing = { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashing);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
