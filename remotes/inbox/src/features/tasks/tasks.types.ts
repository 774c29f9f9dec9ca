import type { TaskJson, TaskPage, TaskStatus, TaskSummary } from '@outreach/sdk/outreach';

/** GET /tasks (the JSON shapes live in @outreach/sdk/outreach, shared with the API). */
export type { TaskJson, TaskPage, TaskStatus, TaskSummary };
export type TaskType = 'manual' | 'manual_task' | 'make_call' | 'voicemail_drop';

/** spec outreach §3 Task priority: urgent 500, high 400, medium 300, low 200, none 100. */
export const taskPriorities = [
  { value: 500, key: 'urgent' },
  { value: 400, key: 'high' },
  { value: 300, key: 'medium' },
  { value: 200, key: 'low' },
  { value: 100, key: 'none' },
] as const;

export type TaskSort = 'due_at' | 'priority' | 'created_at';

export interface TaskFilters {
  status: TaskStatus | 'all';
  assignee: 'me' | 'all';
  priority: string;
  due: 'overdue' | 'today' | 'week' | 'all';
  sort: TaskSort;
  order: 'asc' | 'desc';
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

/** What the task form sends (POST /tasks; PATCH /tasks/:id takes the same fields). */
export interface TaskInput {
  name: string;
  info: string;
  due_at: string | null;
  priority: number;
  assignee_id: string | null;
}
