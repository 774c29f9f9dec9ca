/** GET /tasks items (api/src/modules/tasks/tasks.schema.ts TaskJson; remotes share no code with the API). */
export type TaskStatus = 'open' | 'done' | 'canceled';
export type TaskType = 'manual' | 'manual_task' | 'make_call' | 'voicemail_drop';

export interface TaskJson {
  _id: string;
  type: TaskType | string;
  name: string;
  info: string;
  due_at: string | null;
  priority: number;
  status: TaskStatus;
  created_at: string;
  completed_at: string | null;
  assignee: { _id: string; name: string } | null;
  prospect: { _id: string; full_name: string; company_name: string | null } | null;
  account: { _id: string; name: string } | null;
  campaign: { _id: string; name: string } | null;
}

export interface TaskPage {
  items: TaskJson[];
  total: number;
  offset: number;
  limit: number;
}

export interface TaskSummary {
  open: number;
  overdue: number;
  due_today: number;
  done_this_week: number;
}

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
