import type { Context } from 'hono';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { assertFeature, requireFeature } from '../../platform/entitlements';
import { AppError } from '../../errors';
import { kickMagicCampaigns, magicJobDeps } from '../workflows';
import { visibleCredentialId } from '../signatures';
import * as routes from './employees.routes';
import {
  bind,
  createEmployee,
  deleteEmployee,
  employeeStatistics,
  getEmployee,
  listEmployees,
  listProfiles,
  setBindingEnabled,
  unbind,
  updateEmployee,
} from './employees.service';
import { loadFromCompany } from './load-from-company';

/**
 * The credential a member names, if it is the workspace's and the member may use it (the rule
 * campaigns follow: any member, with the credentials they have access to), else a 404.
 */
function usableCredential(deps: AppDependencies, c: Context<AppEnv>, credentialId: string) {
  return visibleCredentialId(deps.db, c.get('scope').spaceId, c.get('user'), credentialId, c.get('access'));
}

export function employeesHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    createEmployee: async (c) => {
      const input = c.req.valid('json');
      const credentialId = input.credentials_id
        ? await usableCredential(deps, c, input.credentials_id)
        : null;
      // Magic campaigns (issue 28) need their plan feature; without it the employee is saved alone.
      const magicRefusal = await assertFeature(deps.db, c.get('space'), 'ai_magic_campaigns', c.req.raw).then(
        () => null,
        (error: unknown) => (error instanceof AppError ? error.message : Promise.reject(error)),
      );
      const scope = c.get('scope');
      const saved = await createEmployee(
        scope,
        { userId: c.get('user').id },
        input,
        credentialId,
        magicRefusal,
      );
      if (saved.generate_campaigns.campaigns.length > 0) kickMagicCampaigns(magicJobDeps(deps));
      return c.json(okBody(saved), 201);
    },
    listEmployees: async (c) => {
      const page = await listEmployees(c.get('scope'), c.req.valid('query'));
      // The UI says when the sandbox model writes (issue 28): no LLM configured counts as the sandbox.
      return c.json(okBody({ ...page, sandbox_model: deps.llm?.isSandbox ?? true }), 200);
    },
    listEmployeeProfiles: async (c) =>
      c.json(okBody(await listProfiles(c.get('scope'), c.req.valid('query').profiles)), 200),
    employeeStatistics: async (c) => {
      const { employees, days } = c.req.valid('query');
      return c.json(okBody(await employeeStatistics(c.get('scope'), employees, days)), 200);
    },
    loadEmployeeFromCompany: async (c) => c.json(okBody(await loadFromCompany(c.get('scope'))), 200),
    bindEmployee: async (c) => {
      const body = c.req.valid('json');
      const credentialId = await usableCredential(deps, c, body.credentials_id);
      const target = { credentialId, profileId: body.profile_id, employeeId: body.employee_id };
      return c.json(okBody(await bind(c.get('scope'), target)), 200);
    },
    unbindEmployee: async (c) => {
      const credentialId = await usableCredential(deps, c, c.req.valid('json').credentials_id);
      return c.json(okBody(await unbind(c.get('scope'), credentialId)), 200);
    },
    enableEmployee: async (c) => {
      const body = c.req.valid('json');
      const credentialId = await usableCredential(deps, c, body.credentials_id);
      const target = { credentialId, profileId: body.profile_id, employeeId: body.employee_id };
      return c.json(okBody(await setBindingEnabled(c.get('scope'), target, true)), 200);
    },
    disableEmployee: async (c) => {
      const body = c.req.valid('json');
      const credentialId = await usableCredential(deps, c, body.credentials_id);
      const target = { credentialId, profileId: body.profile_id, employeeId: body.employee_id };
      return c.json(okBody(await setBindingEnabled(c.get('scope'), target, false)), 200);
    },
    getEmployee: async (c) => c.json(okBody(await getEmployee(c.get('scope'), c.req.valid('param').id)), 200),
    updateEmployee: async (c) =>
      c.json(okBody(await updateEmployee(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))), 200),
    deleteEmployee: async (c) =>
      c.json(okBody(await deleteEmployee(c.get('scope'), c.req.valid('param').id)), 200),
  };
}

/** /employees: behind the session, the space and the plan feature ai_employee_messages (§6). */
export function employeesRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps, requireFeature(deps, 'ai_employee_messages'));
  return bindOperations(router, routes, employeesHandlers(deps));
}
