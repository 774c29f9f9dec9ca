import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { type ApiKeyRow, apiKeys, type UserRow, users } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import {
  type ApiKeyJson,
  apiKeyMessages,
  type CreateApiKeyInput,
  type CreatedApiKeyJson,
  maxLiveApiKeys,
} from './api-keys.schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { apiKeySecretPrefix, hashApiKeySecret } from '../../platform/api-key-auth';

/** How much of the secret the list shows: the marker and four random characters. */
const visiblePrefixLength = apiKeySecretPrefix.length + 4;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function personName(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

function apiKeyJson(
  row: ApiKeyRow,
  creator: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>,
): ApiKeyJson {
  return {
    _id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_by: { _id: creator.id, name: personName(creator), email: creator.email },
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

const live = (scope: SpaceScope) => and(inSpace(apiKeys, scope), isNull(apiKeys.revokedAt));

/** GET /integrations/api_keys: the workspace's live keys, oldest first. */
export async function listApiKeys(scope: SpaceScope): Promise<ApiKeyJson[]> {
  const rows = await scope.db
    .select({ key: apiKeys, creator: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(live(scope))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map((row) => apiKeyJson(row.key, row.creator));
}

/** POST /integrations/api_keys: a new key; its secret is in the answer and nowhere else. */
export async function createApiKey(
  scope: SpaceScope,
  creator: UserRow,
  input: CreateApiKeyInput,
): Promise<CreatedApiKeyJson> {
  const [taken] = await scope.db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(live(scope), sql`lower(${apiKeys.name}) = lower(${input.name})`))
    .limit(1);
  if (taken) throw new AppError(409, apiKeyMessages.nameTaken);
  const [counted] = await scope.db.select({ total: count() }).from(apiKeys).where(live(scope));
  if ((counted?.total ?? 0) >= maxLiveApiKeys) throw new AppError(409, apiKeyMessages.tooMany);

  const secret = `${apiKeySecretPrefix}${randomBytes(32).toString('base64url')}`;
  let row: ApiKeyRow | undefined;
  try {
    [row] = await scope.db
      .insert(apiKeys)
      .values({
        spaceId: scope.spaceId,
        createdBy: creator.id,
        name: input.name,
        prefix: secret.slice(0, visiblePrefixLength),
        secretHash: hashApiKeySecret(secret),
        createdAt: scope.clock.now(),
      })
      .returning();
  } catch (error) {
    // Two admins naming a key the same at once: the partial unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, apiKeyMessages.nameTaken);
    throw error;
  }
  if (!row) throw new Error('api key not inserted');
  return { ...apiKeyJson(row, creator), secret };
}

/** DELETE /integrations/api_keys/:id: the key stops working at once; the row stays for audit. */
export async function revokeApiKey(scope: SpaceScope, id: string): Promise<{ _id: string }> {
  if (!uuidPattern.test(id)) throw new AppError(404, apiKeyMessages.notFound);
  const [row] = await scope.db
    .update(apiKeys)
    .set({ revokedAt: scope.clock.now() })
    .where(and(live(scope), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  if (!row) throw new AppError(404, apiKeyMessages.notFound);
  return { _id: row.id };
}
