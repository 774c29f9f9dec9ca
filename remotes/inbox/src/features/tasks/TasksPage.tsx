import { Button, EmptyState, ErrorPanel, Select, Spinner } from '@outreach/design-system';
import { ApiError, useT, type TranslationKey } from '@outreach/sdk';
import type { TaskJson } from '@outreach/core/outreach';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { TaskFormModal } from './components/TaskFormModal';
import { TaskTable } from './components/TaskTable';
import {
  TASKS_PAGE_SIZE,
  useCreateTask,
  useDeleteTask,
  useMembers,
  useTaskSummary,
  useTasks,
  useUpdateTask,
} from './hooks/useTasks';
import { ensureTaskStyles } from './tasks.styles';
import {
  defaultTaskFilters,
  type TaskFilters,
  type TaskInput,
  type TaskSort,
  taskPriorities,
} from './tasks.types';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : error ? String(error) : null;

/** Dashboard › My tasks (spec outreach §2, §3 Task): counters, filters, the task table, paging. */
export function TasksPage() {
  const t = useT('inbox');
  useEffect(() => ensureTaskStyles(), []);
  const [filters, setFilters] = useState<TaskFilters>(defaultTaskFilters);
  const [editing, setEditing] = useState<TaskJson | 'new' | null>(null);
  const tasks = useTasks(filters);
  const summary = useTaskSummary();
  const members = useMembers();
  const update = useUpdateTask();
  const create = useCreateTask();
  const remove = useDeleteTask();
  const now = new Date();

  // A new filter starts from the first page.
  const filter = (changes: Partial<TaskFilters>) =>
    setFilters((current) => ({ ...current, ...changes, offset: 0 }));
  const sortBy = (sort: TaskSort) =>
    filter({
      sort,
      order:
        filters.sort === sort
          ? filters.order === 'asc'
            ? 'desc'
            : 'asc'
          : sort === 'due_at'
            ? 'asc'
            : 'desc',
    });

  const save = (input: TaskInput) => {
    if (editing === 'new') {
      create.mutate(input, { onSuccess: () => setEditing(null) });
    } else if (editing) {
      update.mutate({ id: editing._id, changes: input }, { onSuccess: () => setEditing(null) });
    }
  };

  const page = tasks.data;

  return (
    <section aria-label={t('dashboard.menu.myTasks')}>
      <TaskSummary counters={summary.data} />

      <div className="tasks-toolbar">
        <TaskFiltersFields filters={filters} filter={filter} />
        <Button onClick={() => setEditing('new')}>{t('tasks.actions.newTask')}</Button>
      </div>

      {tasks.isPending ? (
        <Spinner label={t('tasks.loading')} />
      ) : tasks.isError ? (
        <ErrorPanel
          title={t('tasks.loadError')}
          message={errorText(tasks.error)}
          onRetry={() => void tasks.refetch()}
        />
      ) : page && page.items.length === 0 ? (
        <EmptyState title={t('tasks.emptyTitle')} description={t('tasks.emptyDescription')} />
      ) : page ? (
        <>
          <TaskTable
            tasks={page.items}
            now={now}
            sort={filters.sort}
            order={filters.order}
            onSort={sortBy}
            onToggleDone={(task) =>
              update.mutate({ id: task._id, changes: { status: task.status === 'done' ? 'open' : 'done' } })
            }
            onEdit={(task) => setEditing(task)}
            onCancel={(task) => update.mutate({ id: task._id, changes: { status: 'canceled' } })}
            onDelete={(task) => remove.mutate(task._id)}
          />
          <TaskPaging page={page} setFilters={setFilters} />
        </>
      ) : null}

      {editing ? (
        <TaskFormModal
          task={editing === 'new' ? undefined : editing}
          members={members}
          saving={create.isPending || update.isPending}
          error={errorText(editing === 'new' ? create.error : update.error)}
          onSubmit={save}
          onClose={() => {
            create.reset();
            update.reset();
            setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}

/** Which tasks of how many are shown, with Previous and Next. */
function TaskPaging({
  page,
  setFilters,
}: {
  page: { offset: number; items: unknown[]; total: number };
  setFilters: Dispatch<SetStateAction<TaskFilters>>;
}) {
  const t = useT('inbox');
  return (
    <nav className="tasks-paging" aria-label={t('tasks.paging.label')}>
      <span>
        {t('tasks.paging.range', {
          from: page.offset + 1,
          to: page.offset + page.items.length,
          total: page.total,
        })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page.offset === 0}
        onClick={() =>
          setFilters((current) => ({
            ...current,
            offset: Math.max(0, current.offset - TASKS_PAGE_SIZE),
          }))
        }
      >
        {t('tasks.paging.previous')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={page.offset + page.items.length >= page.total}
        onClick={() => setFilters((current) => ({ ...current, offset: current.offset + TASKS_PAGE_SIZE }))}
      >
        {t('tasks.paging.next')}
      </Button>
    </nav>
  );
}

/** The list's filters: status, assignee, priority and due date. */
function TaskFiltersFields({
  filters,
  filter,
}: {
  filters: TaskFilters;
  filter: (changes: Partial<TaskFilters>) => void;
}) {
  const t = useT('inbox');
  const options = (group: 'statusOptions' | 'assigneeOptions' | 'dueOptions', values: readonly string[]) =>
    values.map((value) => ({
      value,
      label: t(`tasks.filters.${group}.${value}` as TranslationKey<'inbox'>),
    }));
  return (
    <fieldset className="tasks-filters" aria-label={t('tasks.filters.label')}>
      <Select
        label={t('tasks.filters.status')}
        value={filters.status}
        onChange={(event) => filter({ status: event.target.value as TaskFilters['status'] })}
        options={options('statusOptions', ['open', 'done', 'canceled', 'all'])}
      />
      <Select
        label={t('tasks.filters.assignee')}
        value={filters.assignee}
        onChange={(event) => filter({ assignee: event.target.value as TaskFilters['assignee'] })}
        options={options('assigneeOptions', ['all', 'me'])}
      />
      <Select
        label={t('tasks.filters.priority')}
        value={filters.priority}
        onChange={(event) => filter({ priority: event.target.value })}
        options={[
          { value: '', label: t('tasks.filters.anyPriority') },
          ...taskPriorities.map((option) => ({
            value: String(option.value),
            label: t(`tasks.priorities.${option.key}`),
          })),
        ]}
      />
      <Select
        label={t('tasks.filters.due')}
        value={filters.due}
        onChange={(event) => filter({ due: event.target.value as TaskFilters['due'] })}
        options={options('dueOptions', ['all', 'overdue', 'today', 'week'])}
      />
    </fieldset>
  );
}

/** The counters: open, overdue, due today, done this week. */
function TaskSummary({ counters }: { counters: ReturnType<typeof useTaskSummary>['data'] }) {
  const t = useT('inbox');
  return (
    <ul className="tasks-summary" aria-label={t('tasks.summary.label')}>
      {(
        [
          ['open', counters?.open],
          ['overdue', counters?.overdue],
          ['dueToday', counters?.due_today],
          ['doneThisWeek', counters?.done_this_week],
        ] as const
      ).map(([key, value]) => (
        <li key={key} className={`tasks-summary__item tasks-summary__item--${key}`}>
          <span>{t(`tasks.summary.${key}`)}</span>
          <span className="tasks-summary__value" data-testid={`summary-${key}`}>
            {value ?? '–'}
          </span>
        </li>
      ))}
    </ul>
  );
}
