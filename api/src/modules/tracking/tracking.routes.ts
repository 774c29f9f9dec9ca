import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson } from '../../http';
import { publicOrigin } from '../../public-url';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from '../spaces/spaces.middleware';
import { createDomainInput, setForAllInput, updateDomainInput } from './tracking.schema';
import {
  type CnameResolver,
  createDomain,
  deleteDomain,
  listDomains,
  setForAll,
  updateDomain,
  verifyDomain,
} from './tracking.service';

/** /tracking (spec outreach §7 Tracking domains; `verify` is ours). */
export function trackingRoutes(deps: AppDependencies, options: { resolveCname?: CnameResolver } = {}) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  router.get('/custom_domains', async (c) => ok(c, await listDomains(c.get('scope'))));
  router.post('/custom_domains', async (c) => {
    const input = await readJson(c, createDomainInput);
    return ok(c, await createDomain(c.get('scope'), publicOrigin(deps.publicUrl, c.req.url), input), 201);
  });
  router.patch('/custom_domains/:id', async (c) =>
    ok(c, await updateDomain(c.get('scope'), c.req.param('id'), await readJson(c, updateDomainInput))),
  );
  router.delete('/custom_domains/:id', async (c) =>
    ok(c, await deleteDomain(c.get('scope'), c.req.param('id'))),
  );
  router.post('/custom_domains/:id/set_for_all', async (c) => {
    const input = await readJson(c, setForAllInput);
    return ok(c, await setForAll(c.get('scope'), c.req.param('id'), input.target_type));
  });
  router.post('/custom_domains/:id/verify', async (c) =>
    ok(c, await verifyDomain(c.get('scope'), c.req.param('id'), options.resolveCname)),
  );
  return router;
}
