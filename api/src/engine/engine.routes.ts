import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../context';
import { credentials } from '../db/schema';
import { AppError } from '../errors';
import { ok, readJson, readQuery } from '../http';
import { authenticate } from '../modules/auth/auth.middleware';
import { canSee, credentialAccess, visibleCondition } from '../modules/credentials/credential-access';
import { requireSpace } from '../modules/spaces/spaces.middleware';
import { inSpace } from '../tenancy';
import { decideApproval } from './approvals';
import { approvalInput, campaignProspectIdParam, forecastQuery } from './engine.schema';
import { senderForecast } from './forecast';

/** spec platform §8 wording. */
const credentialsNotFound = 'Credentials not found';

/**
 * /api/engine: approvals of steps that require one, and the senders' 24-hour
 * forecast (E1's view). Space-scoped like every workspace route.
 */
export function engineRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  router.post('/approvals/:campaignProspectId', async (c) => {
    const parsed = campaignProspectIdParam.safeParse(c.req.param('campaignProspectId'));
    if (!parsed.success) throw new AppError(404, 'Prospect not found in this campaign');
    const input = await readJson(c, approvalInput);
    return ok(c, await decideApproval(c.get('scope'), deps, parsed.data, input.action));
  });

  router.get('/forecast', async (c) => {
    const query = readQuery(c, forecastQuery);
    const scope = c.get('scope');
    const access = await credentialAccess(scope.db, scope.spaceId, c.get('user'));
    if (query.credentials_id !== undefined && !canSee(access, query.credentials_id))
      throw new AppError(404, credentialsNotFound);
    const rows = await scope.db
      .select()
      .from(credentials)
      .where(
        and(
          inSpace(credentials, scope),
          visibleCondition(access),
          query.credentials_id ? eq(credentials.id, query.credentials_id) : undefined,
        ),
      )
      .orderBy(credentials.createdAt);
    if (query.credentials_id !== undefined && rows.length === 0) throw new AppError(404, credentialsNotFound);
    const now = scope.clock.now();
    const senders = [];
    for (const row of rows) {
      if (row.status === 'deleted') continue;
      senders.push(await senderForecast(scope.db, row, deps, now));
    }
    return ok(c, { generated_at: now.toISOString(), senders });
  });

  return router;
}
