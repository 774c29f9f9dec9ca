import type { TaskFilters } from './tasks.types';

/** react-query keys of Dashboard › My tasks; everything under ['tasks'] belongs to this page. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (filters: TaskFilters) => ['tasks', 'list', filters] as const,
  summary: () => ['tasks', 'summary'] as const,
};
