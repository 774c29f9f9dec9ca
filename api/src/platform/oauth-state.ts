import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { type OauthStateRow, oauthStates, type UserRow, users } from '../db/schema';
import { AppError } from '../errors';
import { assertSpaceUsable, type ResolvedSpace, resolveSpaceAccess } from './space-access';

/**
 * One OAuth state for every OAuth sign-in of the app (issue 23 item 7): Google and Microsoft
 * sign-in, the HubSpot and Pipedrive connections, the Google and Microsoft mailboxes.
 *
 * `beginOAuthState` makes a 32-byte random state, stores its sha256 with who asked and for what,
 * expiring in 10 minutes, and sets an HttpOnly, SameSite=Lax cookie (`__Host-`, Secure on an https
 * origin) holding a random binding value whose sha256 is stored with it. The state travels
 * through the provider's URLs; the binding never leaves the browser that began.
 *
 * `consumeOAuthState` takes a state back only from that browser (its cookie matches), when it
 * exists for this purpose, is not used and not expired, and marks it used in the same statement,
 * so two callbacks racing with one state cannot both pass. Callers check it before anything else
 * (the plan, the code exchange). SameSite=Lax lets the cookie ride along the provider's top-level
 * GET redirect back to the callback; the connect call that sets it is a same-origin fetch.
 */
export type OAuthStatePurpose =
  | 'sign_in:google'
  | 'sign_in:microsoft'
  | 'crm:hubspot'
  | 'crm:pipedrive'
  | 'mailbox:google'
  | 'mailbox:microsoft'
  | 'scheduling:calendly';

/** Long enough to sign in and consent, short enough that an old link is worthless. */
export const oauthStateLifetimeMs = 10 * 60 * 1000;

interface StateDeps {
  db: Db;
  clock: Clock;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The binding cookie of a purpose (one per purpose: a mailbox sign-in does not undo a CRM one). */
function bindingCookie(purpose: OAuthStatePurpose, origin: string) {
  const secure = origin.startsWith('https:');
  const options: CookieOptions = { httpOnly: true, secure, sameSite: 'Lax', path: '/' };
  // __Host-: only this origin, over https, may set it (no sibling subdomain can plant one).
  return { name: `${secure ? '__Host-' : ''}oauth_${purpose.replace(':', '_')}`, options };
}

/**
 * A new state for `purpose`, begun by the browser of this request (its cookie is set on the
 * answer). `origin` is the app's public origin (https decides the cookie's Secure and prefix).
 */
export async function beginOAuthState(
  deps: StateDeps,
  c: Context,
  input: {
    purpose: OAuthStatePurpose;
    origin: string;
    spaceId?: string;
    userId?: string;
    data?: Record<string, string>;
  },
): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  const binding = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  // The expired ones are worthless: each new sign-in sweeps them.
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await deps.db.insert(oauthStates).values({
    purpose: input.purpose,
    stateHash: sha256(state),
    bindingHash: sha256(binding),
    spaceId: input.spaceId ?? null,
    userId: input.userId ?? null,
    data: input.data ?? {},
    createdAt: now,
    expiresAt: new Date(now.getTime() + oauthStateLifetimeMs),
  });
  const cookie = bindingCookie(input.purpose, input.origin);
  setCookie(c, cookie.name, binding, { ...cookie.options, maxAge: oauthStateLifetimeMs / 1000 });
  return state;
}

/**
 * The stored state a callback brings back, marked used; null (nothing marked) unless the
 * request's cookie is the binding of the browser that began it, and the state is of `purpose`,
 * unused and unexpired. One statement: of two concurrent callbacks with one state, one wins.
 */
export async function consumeOAuthState(
  deps: StateDeps,
  c: Context,
  input: { purpose: OAuthStatePurpose; origin: string; state: string | undefined },
): Promise<OauthStateRow | null> {
  const cookie = bindingCookie(input.purpose, input.origin);
  const binding = getCookie(c, cookie.name);
  if (!input.state || !binding) return null;
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.stateHash, sha256(input.state)),
        eq(oauthStates.purpose, input.purpose),
        eq(oauthStates.bindingHash, sha256(binding)),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  // Only a state taken back clears the cookie: a forged callback cannot end a sign-in under way.
  if (row) deleteCookie(c, cookie.name, cookie.options);
  return row ?? null;
}

/**
 * The user and workspace a consumed state names, as they are now (the callback arrives without
 * the session): the user still exists and may still act in the workspace, which is still usable.
 * Throws the AppError `requireSpace` would (403); a state without both is refused with `refused`.
 */
export async function stateActor(
  db: Db,
  row: OauthStateRow,
  refused: string,
): Promise<{ user: UserRow; resolved: ResolvedSpace }> {
  if (!row.userId || !row.spaceId) throw new AppError(400, refused);
  const [user] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw new AppError(400, refused);
  const resolved = await resolveSpaceAccess(db, user, row.spaceId);
  if (!resolved) throw new AppError(400, refused);
  assertSpaceUsable(resolved, user);
  return { user, resolved };
}
