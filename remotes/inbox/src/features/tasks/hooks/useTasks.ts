import { api } from '@outreach/sdk';
import type { ApiBody } from '@outreach/core/contract';
import { useAccount } from '@outreach/sdk/account';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Any change to a task changes the list and the counters. */
function useRefreshTasks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
}

export function useUpdateTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ApiBody<'patch', '/tasks/{id}'> }) =>
      api.PATCH('/tasks/{id}', { path: { id }, body: changes }),
    onSettled: refresh,
  });
}

export function useCreateTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (input: TaskInput) => api.POST('/tasks', { body: input }),
    onSettled: refresh,
  });
}

export function useDeleteTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/tasks/{id}', { path: { id } }),
    onSettled: refresh,
  });
}

/** The workspace's members (GET /space/info `users`), for the assignee picker. */
export function useMembers(): { _id: string; name: string }[] {
  const users = useAccount().data?.users ?? [];
  return users.map((user) => ({
    _id: user._id,
    name: `${user.first_name} ${user.last_name}`.trim() || user.email,
  }));
}
