import { type Context, Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson, readQuery } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { findLabel } from '../labels/labels.service';
import { addProspectLabel, removeProspectLabel } from '../labels/prospect-labels';
import { requireSpace } from '../spaces/spaces.middleware';
import { createProspectInput, listProspectsQuery, noteInput, updateProspectInput } from './prospects.schema';
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

/** /profiles (spec outreach §2 My Prospects, §3 Prospect). */
export function prospectsRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  router.get('/', async (c) => ok(c, await listProspects(c.get('scope'), readQuery(c, listProspectsQuery))));
  router.post('/', async (c) =>
    ok(c, await createProspect(c.get('scope'), await readJson(c, createProspectInput)), 201),
  );
  router.get('/:id', async (c) => ok(c, await getProspect(c.get('scope'), c.req.param('id'))));
  router.patch('/:id', async (c) =>
    ok(
      c,
      await updateProspect(c.get('scope'), deps, c.req.param('id'), await readJson(c, updateProspectInput)),
    ),
  );

  router.post('/:id/notes', async (c) => {
    const { text } = await readJson(c, noteInput);
    return ok(c, await addNote(c.get('scope'), c.req.param('id'), c.get('user').id, text), 201);
  });
  router.patch('/:id/notes/:noteId', async (c) => {
    const { text } = await readJson(c, noteInput);
    return ok(c, await updateNote(c.get('scope'), c.req.param('id'), c.req.param('noteId'), text));
  });
  router.delete('/:id/notes/:noteId', async (c) =>
    ok(c, await deleteNote(c.get('scope'), c.req.param('id'), c.req.param('noteId'))),
  );

  const labelTarget = async (c: Context<AppEnv>) => {
    const scope = c.get('scope');
    const prospect = await findProspect(scope, c.req.param('id') ?? '');
    // A colleague's label that is not shared is "not found" here too.
    const label = await findLabel(scope, c.req.param('labelId') ?? '', c.get('user').id);
    return { scope, target: { spaceId: scope.spaceId, prospectId: prospect.id, labelId: label.id } };
  };
  router.post('/:id/labels/:labelId', async (c) => {
    const { scope, target } = await labelTarget(c);
    await addProspectLabel(deps, target);
    return ok(c, await prospectLabelList(scope, target.prospectId));
  });
  router.delete('/:id/labels/:labelId', async (c) => {
    const { scope, target } = await labelTarget(c);
    await removeProspectLabel(deps, target);
    return ok(c, await prospectLabelList(scope, target.prospectId));
  });
  return router;
}
