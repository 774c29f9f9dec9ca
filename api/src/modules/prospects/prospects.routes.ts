import { failure, idParams, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { prospectLifecycles } from '../../db/schema';
import { labelMessages } from '../labels';
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

export const listProspects = workspaceRoute({
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

export const createProspect = workspaceRoute({
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

export const getProspect = workspaceRoute({
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

export const updateProspect = workspaceRoute({
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

export const updateNote = workspaceRoute({
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

export const deleteNote = workspaceRoute({
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

export const addProspectLabel = workspaceRoute({
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

export const removeProspectLabel = workspaceRoute({
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
