import { useRefreshingMutation } from '../../shared/useRefreshingMutation';
import { api } from '@outreach/sdk';
import type { ApiBody } from '@outreach/core/contract';
import { useAccount } from '@outreach/sdk/account';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { taskKeys } from '../tasks.keys';
import type { TaskFilters, TaskInput } from '../tasks.types';

export const TASKS_PAGE_SIZE = 25;

/** GET /tasks with the page's filters, sort and offset (25 a page, the API's default). */
export function useTasks(filters: TaskFilters) {
  return useQuery({
    queryKey: taskKeys.list(filters),
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.GET('/tasks', {
        query: {
          status: filters.status,
          assignee: filters.assignee,
          priority: filters.priority ? Number(filters.priority) : undefined,
          due: filters.due,
          sort: filters.sort,
          order: filters.order,
          offset: filters.offset,
          limit: TASKS_PAGE_SIZE,
        },
      }),
  });
}

/** GET /tasks/summary: the counters above the table. */
export function useTaskSummary() {
  return useQuery({ queryKey: taskKeys.summary(), queryFn: () => api.GET('/tasks/summary') });
}

/** Any change to a task changes the list and the counters: each mutation reads taskKeys.all again. */
export function useUpdateTask() {
  return useRefreshingMutation(
    taskKeys.all,
    ({ id, changes }: { id: string; changes: ApiBody<'patch', '/tasks/{id}'> }) =>
      api.PATCH('/tasks/{id}', { path: { id }, body: changes }),
    'settled',
  );
}

export function useCreateTask() {
  return useRefreshingMutation(
    taskKeys.all,
    (input: TaskInput) => api.POST('/tasks', { body: input }),
    'settled',
  );
}

export function useDeleteTask() {
  return useRefreshingMutation(
    taskKeys.all,
    (id: string) => api.DELETE('/tasks/{id}', { path: { id } }),
    'settled',
  );
}

/** The workspace's members (GET /space/info `users`), for the assignee picker. */
export function useMembers(): { _id: string; name: string }[] {
  const users = useAccount().data?.users ?? [];
  return users.map((user) => ({
    _id: user._id,
    name: `${user.first_name} ${user.last_name}`.trim() || user.email,
  }));
}
