import { createRouter, okBody } from '../../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../../openapi/operations';
import { authenticate } from '../../../platform/authenticate';
import type { AppDependencies } from '../../../platform/context';
import { requireFeature } from '../../../platform/entitlements';
import { requireSpace } from '../../../platform/space-access';
import * as routes from './research.routes';
import { listResearches, type ResearchDeps, startResearch } from './research.service';
import { defaultSiteReaderSettings, type SiteReaderSettings } from './site-reader';

export function researchHandlers(deps: ResearchDeps): Handlers<typeof routes> {
  return {
    createCompanyResearch: async (c) => {
      const started = await startResearch(deps, c.get('scope'), c.get('user').id, c.req.valid('json'));
      return c.json(okBody(started), 201);
    },
    listCompanyResearches: async (c) => c.json(okBody(await listResearches(c.get('scope'))), 200),
  };
}

/** /ai: company research behind the session, the workspace and the plan feature ai_company_researches. */
export function researchRoutes(deps: AppDependencies, site: Partial<SiteReaderSettings> = {}) {
  const { llm } = deps;
  if (!llm) throw new Error('company research needs the LLM (createApp sets deps.llm)');
  const research: ResearchDeps = {
    llm,
    logger: deps.logger,
    site: { ...defaultSiteReaderSettings, ...site },
  };
  const guarded = guardEach(
    routes,
    authenticate(deps),
    requireSpace(deps),
    requireFeature(deps, 'ai_company_researches'),
  );
  return bindOperations(createRouter(), guarded, researchHandlers(research));
}
