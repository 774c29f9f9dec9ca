import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import type { SpaceScope } from '../../platform/tenancy';
import { addProspectLabel, findLabel, removeProspectLabel } from '../labels';
import * as routes from './prospects.routes';
import {
  addNote,
  createProspect,
  deleteNote,
  findProspect,
  getProspect,
  listProspects,
  prospectLabelList,
  updateNote,
  updateProspect,
} from './prospects.service';

/** The prospect and the label a label route names, both visible to the member, or a 404. */
async function labelTarget(scope: SpaceScope, userId: string, params: { id: string; labelId: string }) {
  const prospect = await findProspect(scope, params.id);
  // A colleague's label that is not shared is "not found" here too.
  const label = await findLabel(scope, params.labelId, userId);
  return { spaceId: scope.spaceId, prospectId: prospect.id, labelId: label.id };
}

/** The handlers of /profiles, one per declaration of prospects.routes.ts, under its operationId. */
export function prospectsHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    listProspects: async (c) =>
      c.json(okBody(await listProspects(c.get('scope'), c.req.valid('query'))), 200),
    createProspect: async (c) =>
      c.json(okBody(await createProspect(c.get('scope'), c.req.valid('json'))), 201),
    getProspect: async (c) => c.json(okBody(await getProspect(c.get('scope'), c.req.valid('param').id)), 200),
    updateProspect: async (c) =>
      c.json(
        okBody(await updateProspect(c.get('scope'), deps, c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
    createNote: async (c) => {
      const { text } = c.req.valid('json');
      return c.json(
        okBody(await addNote(c.get('scope'), c.req.valid('param').id, c.get('user').id, text)),
        201,
      );
    },
    updateNote: async (c) => {
      const { id, noteId } = c.req.valid('param');
      return c.json(okBody(await updateNote(c.get('scope'), id, noteId, c.req.valid('json').text)), 200);
    },
    deleteNote: async (c) => {
      const { id, noteId } = c.req.valid('param');
      return c.json(okBody(await deleteNote(c.get('scope'), id, noteId)), 200);
    },
    addProspectLabel: async (c) => {
      const scope = c.get('scope');
      const target = await labelTarget(scope, c.get('user').id, c.req.valid('param'));
      await addProspectLabel(deps, target);
      return c.json(okBody(await prospectLabelList(scope, target.prospectId)), 200);
    },
    removeProspectLabel: async (c) => {
      const scope = c.get('scope');
      const target = await labelTarget(scope, c.get('user').id, c.req.valid('param'));
      await removeProspectLabel(deps, target);
      return c.json(okBody(await prospectLabelList(scope, target.prospectId)), 200);
    },
  };
}

/** /profiles (spec outreach §2 My Prospects, §3 Prospect). */
export function prospectsRoutes(deps: AppDependencies) {
  return bindOperations(workspaceRouter(deps), routes, prospectsHandlers(deps));
}
