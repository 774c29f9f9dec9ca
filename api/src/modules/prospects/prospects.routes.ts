import type { AppDependencies } from '../../platform/context';
import { failure, idParams, jsonBody, okBody, spaceQuery, success, z } from '../../openapi/contract';
import { workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import { prospectLifecycles } from '../../db/schema';
import type { SpaceScope } from '../../platform/tenancy';
import { labelMessages } from '../labels';
import { findLabel } from '../labels';
import { addProspectLabel, removeProspectLabel } from '../labels';
import {
  createProspectInput,
  listProspectsQuery,
  noteInput,
  ProspectDetailSchema,
  ProspectLabelSchema,
  ProspectNoteSchema,
  ProspectPageSchema,
  ProspectSchema,
  prospectMessages,
  updateProspectInput,
} from './prospects.schema';
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

const tags = ['Prospects'] as const;
const noteParams = idParams.extend({
  noteId: z.string().openapi({ param: { name: 'noteId', in: 'path' } }),
});
const labelParams = idParams.extend({
  labelId: z.string().openapi({ param: { name: 'labelId', in: 'path' } }),
});
const badFields = 'work_email: Invalid email; profile_url: This field should be a valid URL';
const keysTaken = `${prospectMessages.emailTaken}; ${prospectMessages.profileTaken}`;
const noteNotFound = `${prospectMessages.notFound}; ${prospectMessages.noteNotFound}`;
const labelNotFound = `${prospectMessages.notFound}; ${labelMessages.notFound}`;

export const listProspectsRoute = workspaceRoute({
  operationId: 'listProspects',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's prospects, filtered, sorted and paged (My Prospects)",
  request: { query: listProspectsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(ProspectPageSchema, 'A page of prospects'),
    400: failure(
      `status: status must be among ${prospectLifecycles.join(', ')}; limit: limit can not be more than 100`,
    ),
  },
});

export const createProspectRoute = workspaceRoute({
  operationId: 'createProspect',
  method: 'post',
  path: '/',
  tags,
  summary: 'Add a prospect by hand (source api), with an email or a profile URL',
  request: { body: jsonBody(createProspectInput) },
  responses: {
    201: success(ProspectSchema, 'The new prospect'),
    400: failure(`${prospectMessages.needContact}; ${badFields}`),
    409: failure(keysTaken),
  },
});

export const getProspectRoute = workspaceRoute({
  operationId: 'getProspect',
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'A prospect with their notes, campaigns and dialog messages',
  request: { params: idParams },
  responses: {
    200: success(ProspectDetailSchema, 'The prospect'),
    404: failure(prospectMessages.notFound),
  },
});

export const updateProspectRoute = workspaceRoute({
  operationId: 'updateProspect',
  method: 'patch',
  path: '/{id}',
  tags,
  summary: "Edit a prospect's fields; `status` lead or customer moves the lifecycle forward only",
  request: { params: idParams, body: jsonBody(updateProspectInput) },
  responses: {
    200: success(ProspectSchema, 'The prospect as it is now'),
    400: failure(`${prospectMessages.needContact}; status: Status must be lead or customer; ${badFields}`),
    404: failure(prospectMessages.notFound),
    409: failure(`${keysTaken}; ${prospectMessages.lifecycleBackwards}`),
  },
});

export const createNote = workspaceRoute({
  operationId: 'createNote',
  method: 'post',
  path: '/{id}/notes',
  tags,
  summary: 'Add a note to a prospect',
  request: { params: idParams, body: jsonBody(noteInput) },
  responses: {
    201: success(ProspectNoteSchema, 'The new note'),
    400: failure('text: Fill this field; text: message can not be longer than 5000'),
    404: failure(prospectMessages.notFound),
  },
});

export const updateNoteRoute = workspaceRoute({
  operationId: 'updateNote',
  method: 'patch',
  path: '/{id}/notes/{noteId}',
  tags,
  summary: "Edit a note's text",
  request: { params: noteParams, body: jsonBody(noteInput) },
  responses: {
    200: success(ProspectNoteSchema, 'The note as it is now'),
    400: failure('text: Fill this field; text: message can not be longer than 5000'),
    404: failure(noteNotFound),
  },
});

export const deleteNoteRoute = workspaceRoute({
  operationId: 'deleteNote',
  method: 'delete',
  path: '/{id}/notes/{noteId}',
  tags,
  summary: 'Delete a note',
  request: { params: noteParams },
  responses: {
    200: success(z.object({ _id: z.string() }), 'The deleted note'),
    404: failure(noteNotFound),
  },
});

export const addProspectLabelRoute = workspaceRoute({
  operationId: 'addProspectLabel',
  method: 'post',
  path: '/{id}/labels/{labelId}',
  tags,
  summary: 'Put a label on a prospect (add_label once; putting it on again changes nothing)',
  request: { params: labelParams },
  responses: {
    200: success(z.array(ProspectLabelSchema), "The prospect's labels"),
    404: failure(labelNotFound),
  },
});

export const removeProspectLabelRoute = workspaceRoute({
  operationId: 'removeProspectLabel',
  method: 'delete',
  path: '/{id}/labels/{labelId}',
  tags,
  summary: 'Take a label off a prospect (delete_label once)',
  request: { params: labelParams },
  responses: {
    200: success(z.array(ProspectLabelSchema), "The prospect's labels"),
    404: failure(labelNotFound),
  },
});

/** /profiles (spec outreach §2 My Prospects, §3 Prospect). */
export function prospectsRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps);

  router.openapi(listProspectsRoute, async (c) =>
    c.json(okBody(await listProspects(c.get('scope'), c.req.valid('query'))), 200),
  );
  router.openapi(createProspectRoute, async (c) =>
    c.json(okBody(await createProspect(c.get('scope'), c.req.valid('json'))), 201),
  );
  router.openapi(getProspectRoute, async (c) =>
    c.json(okBody(await getProspect(c.get('scope'), c.req.valid('param').id)), 200),
  );
  router.openapi(updateProspectRoute, async (c) =>
    c.json(
      okBody(await updateProspect(c.get('scope'), deps, c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  );

  router.openapi(createNote, async (c) => {
    const { text } = c.req.valid('json');
    return c.json(
      okBody(await addNote(c.get('scope'), c.req.valid('param').id, c.get('user').id, text)),
      201,
    );
  });
  router.openapi(updateNoteRoute, async (c) => {
    const { id, noteId } = c.req.valid('param');
    return c.json(okBody(await updateNote(c.get('scope'), id, noteId, c.req.valid('json').text)), 200);
  });
  router.openapi(deleteNoteRoute, async (c) => {
    const { id, noteId } = c.req.valid('param');
    return c.json(okBody(await deleteNote(c.get('scope'), id, noteId)), 200);
  });

  const labelTarget = async (scope: SpaceScope, userId: string, params: { id: string; labelId: string }) => {
    const prospect = await findProspect(scope, params.id);
    // A colleague's label that is not shared is "not found" here too.
    const label = await findLabel(scope, params.labelId, userId);
    return { spaceId: scope.spaceId, prospectId: prospect.id, labelId: label.id };
  };
  router.openapi(addProspectLabelRoute, async (c) => {
    const scope = c.get('scope');
    const target = await labelTarget(scope, c.get('user').id, c.req.valid('param'));
    await addProspectLabel(deps, target);
    return c.json(okBody(await prospectLabelList(scope, target.prospectId)), 200);
  });
  router.openapi(removeProspectLabelRoute, async (c) => {
    const scope = c.get('scope');
    const target = await labelTarget(scope, c.get('user').id, c.req.valid('param'));
    await removeProspectLabel(deps, target);
    return c.json(okBody(await prospectLabelList(scope, target.prospectId)), 200);
  });
  return router;
}
