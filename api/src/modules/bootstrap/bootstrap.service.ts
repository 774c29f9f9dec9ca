import type { UserRow } from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import type { AppDependencies, KnownSpace, ResolvedSpace } from '../../platform/context';
import { engineSettings } from '../../platform/engine-settings';
import { assertSpaceUsable, resolveSpaceAccess } from '../../platform/space-access';
import { validateAdmin } from '../admin-session';
import { type CredentialContext, credentialAccess, listCredentials, seatsSummary } from '../credentials';
import { spaceFeatures, spaceInfo } from '../spaces';
import { userJson } from '../users';
import type { BootstrapJson, BootstrapPartFailure } from './bootstrap.schema';

type Part<T> = { ok: true; payload: T } | BootstrapPartFailure;

/** The answer of `work`, or the failure its route would have answered (an AppError: status and error). */
async function part<T>(work: () => Promise<T>): Promise<Part<T>> {
  try {
    return { ok: true, payload: await work() };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, status: error.status, error: error.message };
    throw error;
  }
}

/** The workspace as `requireSpace` picks it (the `space` asked for, else the current one), or its 403. */
async function workspaceOf(
  deps: AppDependencies,
  user: UserRow,
  requested: string | undefined,
  known: KnownSpace | undefined,
): Promise<ResolvedSpace> {
  const resolved = await resolveSpaceAccess(deps.db, user, requested, known);
  if (!resolved) throw new AppError(403, errorMessages.spaceNotFound);
  return resolved;
}

/**
 * GET /bootstrap (issue 25): the six session calls of a signed-in page, answered by the same
 * services as their routes and under the same checks: /space/info lets a blocked or deleted
 * workspace through (requireSpace `allowInactive`), features, credentials and seats do not
 * (`assertSpaceUsable`), /admin/validate answers every signed-in user. The parts run together.
 * A workspace the caller is not a member of (or that does not exist) refuses the whole call with
 * requireSpace's 403, as every route of that workspace does (spaces/isolation.test.ts): the shell
 * then makes the six calls one by one and meets each route's own answer.
 */
export async function bootstrap(
  deps: AppDependencies,
  user: UserRow,
  requested: string | undefined,
  known: KnownSpace | undefined,
): Promise<BootstrapJson> {
  const resolved = await workspaceOf(deps, user, requested, known);
  const usable = async () => {
    assertSpaceUsable(resolved, user);
    return resolved;
  };
  const [account, features, credentials, seats, adminValidation] = await Promise.all([
    part(() => spaceInfo(deps.db, resolved.space, user)),
    part(async () => spaceFeatures(deps.db, (await usable()).space)),
    part(async () => {
      const { space } = await usable();
      const scope = { db: deps.db, spaceId: space.id, clock: deps.clock, realtime: deps.realtime };
      // The membership requireSpace's read already holds: no second read of it.
      const access = await credentialAccess(deps.db, space.id, user, resolved.access);
      // The list reads the scope, the workspace, the access and the weekend default only: no
      // network, proxies or secrets.
      const workWeekendsDefault = engineSettings(deps).workWeekends;
      return listCredentials({ scope, space, user, access, workWeekendsDefault } as CredentialContext);
    }),
    part(async () => seatsSummary(deps.db, (await usable()).space)),
    part(() => validateAdmin(deps.db, user)),
  ]);
  return { user: userJson(user), account, features, credentials, seats, adminValidation };
}
