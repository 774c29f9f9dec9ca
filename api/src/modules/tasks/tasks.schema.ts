import { z } from '@hono/zod-openapi';
import { isUuid } from '../../db/ids';
import { taskPriorities, taskStatuses } from '../../db/schema';
import { offsetPaging } from '../../paging';
import { blankAsUnset } from '../../paging';
import { dateTime, offsetPageOf } from '../../openapi/json-fields';

export const taskMessages = {
  notFound: 'Task not found',
  prospectNotFound: 'Prospect not found',
  assigneeNotMember: 'assignee_id: The assignee must be a member of this workspace',
  campaignTaskNotDeleted: 'A campaign task can be canceled, not deleted',
  nothingToUpdate: 'Give name, info, due_at, priority, assignee_id or status',
  fillThisField: 'Fill this field',
} as const;

/** `manual` is a task made by hand (POST /tasks); the others are the campaign step kinds that create one. */
export const taskTypes = ['manual', 'manual_task', 'make_call', 'voicemail_drop'] as const;
export type TaskType = (typeof taskTypes)[number];

export const maxTaskNameLength = 100;
export const maxTaskInfoLength = 5000;

export const taskDueWindows = ['overdue', 'today', 'week', 'all'] as const;
export type TaskDueWindow = (typeof taskDueWindows)[number];
export const taskSorts = ['due_at', 'priority', 'created_at'] as const;
export type TaskSort = (typeof taskSorts)[number];

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });
const anId = (name: string) => z.string().refine(isUuid, { message: `${name} must be an id` });

const priorityText = taskPriorities.join(', ');
const priorityMessage = `priority must be one of ${priorityText}`;
const priority = z
  .number({ error: priorityMessage })
  .refine((value) => (taskPriorities as readonly number[]).includes(value), priorityMessage);

export const tasksQuery = z.object({
  status: z.preprocess(blankAsUnset, oneOf('status', [...taskStatuses, 'all'] as const).default('open')),
  // `me`, `all` or a member's id; an id of nobody in the workspace simply matches nothing.
  assignee: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((value) => value === 'me' || value === 'all' || isUuid(value), {
        message: 'assignee must be me, all or a user id',
      })
      .default('all'),
  ),
  priority: z.preprocess(blankAsUnset, z.coerce.number({ error: priorityMessage }).pipe(priority).optional()),
  type: z.preprocess(blankAsUnset, oneOf('type', taskTypes).optional()),
  workflow_id: z.preprocess(blankAsUnset, anId('workflow_id').optional()),
  credentials_id: z.preprocess(blankAsUnset, anId('credentials_id').optional()),
  due: z.preprocess(blankAsUnset, oneOf('due', taskDueWindows).default('all')),
  sort: z.preprocess(blankAsUnset, oneOf('sort', taskSorts).default('due_at')),
  order: z.preprocess(blankAsUnset, oneOf('order', ['asc', 'desc'] as const).optional()),
  ...offsetPaging(25, 100),
});
export type TasksQuery = z.infer<typeof tasksQuery>;

const name = z
  .string({ error: taskMessages.fillThisField })
  .trim()
  .min(1, taskMessages.fillThisField)
  .max(maxTaskNameLength, `name can not be longer than ${maxTaskNameLength}`);
const info = z
  .string({ error: 'info must be text' })
  .max(maxTaskInfoLength, `info can not be longer than ${maxTaskInfoLength}`);
const dueAt = z.iso.datetime({ offset: true, error: 'due_at must be an ISO date' });

export const createTaskInput = z.object(
  {
    name,
    info: info.optional(),
    due_at: dueAt.nullish(),
    priority: priority.optional(),
    assignee_id: anId('assignee_id').nullish(),
    prospect_id: anId('prospect_id').nullish(),
  },
  { error: 'Body must be a JSON object' },
);
export type CreateTaskInput = z.infer<typeof createTaskInput>;

export const updateTaskInput = z
  .object(
    {
      name: name.optional(),
      info: info.optional(),
      due_at: dueAt.nullish(),
      priority: priority.optional(),
      assignee_id: anId('assignee_id').nullish(),
      status: oneOf('status', taskStatuses).optional(),
    },
    { error: 'Body must be a JSON object' },
  )
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: taskMessages.nothingToUpdate,
  });
export type UpdateTaskInput = z.infer<typeof updateTaskInput>;

const ref = z.object({ _id: z.string(), name: z.string() });

/** A task as the API answers it (outreach §3 Task); the one description of it. */
export const TaskSchema = z
  .object({
    _id: z.string(),
    type: z.string().openapi({
      description: 'The step kind that made it (manual_task, make_call, voicemail_drop), or `manual`',
      example: 'manual',
    }),
    name: z.string().openapi({ example: 'Call back about the demo' }),
    info: z.string(),
    due_at: dateTime.nullable(),
    priority: z.number().int().openapi({ example: 100 }),
    status: z.enum(taskStatuses),
    created_at: dateTime,
    completed_at: dateTime.nullable(),
    assignee: ref.nullable(),
    prospect: z
      .object({
        _id: z.string(),
        full_name: z.string(),
        company_name: z.string().nullable(),
        phone: z
          .string()
          .nullable()
          .openapi({ description: "The prospect's phone (a call task's Call button)" }),
      })
      .nullable(),
    account: ref.nullable().openapi({ description: 'The connected account the campaign ran with' }),
    campaign: ref.nullable(),
  })
  .openapi('Task');
export type TaskJson = z.infer<typeof TaskSchema>;

export const TaskPageSchema = offsetPageOf(TaskSchema).openapi('TaskPage');
export type TaskPage = z.infer<typeof TaskPageSchema>;

/** Counts over the tasks the viewer sees (the dashboard's "My tasks"). */
export const TaskSummarySchema = z
  .object({
    open: z.number().int(),
    overdue: z.number().int(),
    due_today: z.number().int(),
    done_this_week: z.number().int(),
  })
  .openapi('TaskSummary');
export type TaskSummary = z.infer<typeof TaskSummarySchema>;
