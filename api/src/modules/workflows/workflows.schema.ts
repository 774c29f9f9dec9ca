import { z } from 'zod';
import { type WorkflowStatus, type WorkflowType, workflowTypes } from '../../db/schema';

/** spec: outreach §9, "Campaign list page 8". */
export const workflowsPageSize = 8;
export const maxWorkflowsPageSize = 100;
export const maxWorkflowNameLength = 120;

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const workflowName = z
  .string({ error: (issue) => (issue.input === undefined ? 'Name is required' : 'Name must be text') })
  .trim()
  .min(1, 'Name is required')
  .max(maxWorkflowNameLength, `Name can not be longer than ${maxWorkflowNameLength} characters`);

const workflowType = z.enum(workflowTypes, { error: `Type must be one of ${workflowTypes.join(', ')}` });

const isEmailOnly = z.boolean({ error: 'is_email_only must be true or false' });

/** POST /workflows (the generation fields of spec outreach §7 arrive with the AI issue). */
export const createWorkflowInput = z.object(
  {
    name: workflowName,
    type: workflowType.default('simple'),
    is_email_only: isEmailOnly.default(false),
  },
  { error: 'Body must be a JSON object' },
);
export type CreateWorkflowInput = z.infer<typeof createWorkflowInput>;

/**
 * PUT /workflows/{id}/update/async: the client sends the whole campaign object;
 * the fields that exist so far are applied, the rest ignored. Status changes go
 * through update_status / archive / restore / delete_async (engine issue).
 */
export const updateWorkflowInput = z.object(
  {
    name: workflowName.optional(),
    type: workflowType.optional(),
    is_email_only: isEmailOnly.optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type UpdateWorkflowInput = z.infer<typeof updateWorkflowInput>;

const flag = (field: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .enum(['true', 'false', '1', '0'], { error: `${field} must be true or false` })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  );

const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int({ error: `${label} must be a whole number` })
      .min(min, { error: `${label} must be at least ${min}` })
      .max(max, { error: `${label} must be at most ${max}` })
      .default(fallback),
  );

/** GET /workflows query (spec outreach §7: offset, limit (8), query, deleted_only, archived_only). */
export const listWorkflowsQuery = z.object({
  offset: wholeNumber('Offset', 0, Number.MAX_SAFE_INTEGER, 0),
  limit: wholeNumber('Limit', 1, maxWorkflowsPageSize, workflowsPageSize),
  query: z
    .string()
    .trim()
    .max(200, { error: 'Query can not be longer than 200 characters' })
    .optional()
    .transform((value) => value ?? ''),
  deleted_only: flag('deleted_only'),
  archived_only: flag('archived_only'),
});
export type ListWorkflowsQuery = z.infer<typeof listWorkflowsQuery>;

export interface WorkflowJson {
  _id: string;
  name: string;
  status: WorkflowStatus;
  type: WorkflowType;
  is_email_only: boolean;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface WorkflowPage {
  items: WorkflowJson[];
  total: number;
  offset: number;
  limit: number;
}
