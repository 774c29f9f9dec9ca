import type { ApiBody, ApiQuery } from '@outreach/core/contract';

/** The filters GET /tasks takes (its query, from the contract). */
type TaskQuery = NonNullable<ApiQuery<'get', '/tasks'>>;

/** spec outreach §3 Task priority: urgent 500, high 400, medium 300, low 200, none 100. */
export const taskPriorities = [
  { value: 500, key: 'urgent' },
  { value: 400, key: 'high' },
  { value: 300, key: 'medium' },
  { value: 200, key: 'low' },
  { value: 100, key: 'none' },
] as const;

export type TaskSort = NonNullable<TaskQuery['sort']>;

/** The page's filters (UI state); `priority` is the select's value, '' for any. */
export interface TaskFilters {
  status: NonNullable<TaskQuery['status']>;
  assignee: 'me' | 'all';
  priority: string;
  due: NonNullable<TaskQuery['due']>;
  sort: TaskSort;
  order: NonNullable<TaskQuery['order']>;
  offset: number;
}

export const defaultTaskFilters: TaskFilters = {
  status: 'open',
  assignee: 'all',
  priority: '',
  due: 'all',
  sort: 'due_at',
  order: 'asc',
  offset: 0,
};

/** What the task form sends: the fields POST /tasks and PATCH /tasks/{id} both take, all given. */
export type TaskInput = Required<
  Pick<ApiBody<'post', '/tasks'>, 'name' | 'info' | 'due_at' | 'priority' | 'assignee_id'>
>;
