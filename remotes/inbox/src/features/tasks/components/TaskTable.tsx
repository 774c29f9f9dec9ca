import { Dropdown, DropdownItem } from '@outreach/design-system';
import { CallButton, formatDateTime, useT, type TranslationKey, Link } from '@outreach/sdk';
import type { TaskJson } from '@outreach/core/outreach';
import { type TaskSort, taskPriorities } from '../tasks.types';

export interface TaskTableProps {
  tasks: TaskJson[];
  now: Date;
  sort: TaskSort;
  order: 'asc' | 'desc';
  onSort: (sort: TaskSort) => void;
  onToggleDone: (task: TaskJson) => void;
  onEdit: (task: TaskJson) => void;
  onCancel: (task: TaskJson) => void;
  onDelete: (task: TaskJson) => void;
}

const dateFormat = { format: (date: Date) => formatDateTime(date) };
const dateTimeFormat = {
  format: (date: Date) => formatDateTime(date, { dateStyle: 'medium', timeStyle: 'short' }),
};

function priorityKey(priority: number) {
  return taskPriorities.find((option) => option.value === priority)?.key ?? 'none';
}

/** The task's name and info; a call task also gets a Call button (issue 27: one click to call). */
function TaskNameCell({ task }: { task: TaskJson }) {
  const t = useT('inbox');
  return (
    <td>
      <div className="tasks-table__name">{task.name}</div>
      {task.info ? <div className="tasks-table__info">{task.info}</div> : null}
      {task.type === 'make_call' && task.status === 'open' && task.prospect ? (
        <CallButton
          phone={task.prospect.phone}
          prospectId={task.prospect._id}
          label={t('tasks.actions.call', { name: task.prospect.full_name })}
        />
      ) : null}
    </td>
  );
}

/** spec outreach §3: columns type, prospect, created, due date, priority, status, assignee, account, campaign. */
export function TaskTable(props: TaskTableProps) {
  const t = useT('inbox');
  const { tasks, now, sort, order } = props;

  const sortHeader = (key: TaskSort, label: string) => (
    <th aria-sort={sort === key ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="tasks-table__sort" onClick={() => props.onSort(key)}>
        {label}
        {sort === key ? (order === 'asc' ? ' ↑' : ' ↓') : ''}
      </button>
    </th>
  );

  return (
    <div className="tasks-table-wrap">
      <table className="tasks-table" aria-label={t('tasks.table.label')}>
        <thead>
          <tr>
            <th>{t('tasks.table.done')}</th>
            <th>{t('tasks.table.type')}</th>
            <th>{t('tasks.table.task')}</th>
            <th>{t('tasks.table.prospect')}</th>
            {sortHeader('created_at', t('tasks.table.created'))}
            {sortHeader('due_at', t('tasks.table.dueDate'))}
            {sortHeader('priority', t('tasks.table.priority'))}
            <th>{t('tasks.table.status')}</th>
            <th>{t('tasks.table.assignee')}</th>
            <th>{t('tasks.table.account')}</th>
            <th>{t('tasks.table.campaign')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => {
            const overdue = task.status === 'open' && task.due_at !== null && new Date(task.due_at) < now;
            const key = priorityKey(task.priority);
            return (
              <tr
                key={task._id}
                className={
                  task.status === 'open' ? 'tasks-table__row' : 'tasks-table__row tasks-table__row--done'
                }
              >
                <td>
                  <input
                    type="checkbox"
                    checked={task.status === 'done'}
                    disabled={task.status === 'canceled'}
                    aria-label={t(task.status === 'done' ? 'tasks.table.reopen' : 'tasks.table.markDone', {
                      name: task.name,
                    })}
                    onChange={() => props.onToggleDone(task)}
                  />
                </td>
                <td>
                  {t(`tasks.types.${task.type}` as TranslationKey<'inbox'>, { defaultValue: task.type })}
                </td>
                <TaskNameCell task={task} />
                <td>
                  {task.prospect ? (
                    <Link to={`/profiles/${task.prospect._id}`}>{task.prospect.full_name}</Link>
                  ) : (
                    t('tasks.table.none')
                  )}
                </td>
                <td>{dateFormat.format(new Date(task.created_at))}</td>
                <td
                  className={overdue ? 'tasks-table__due--overdue' : undefined}
                  data-overdue={overdue ? 'true' : undefined}
                >
                  {task.due_at ? dateTimeFormat.format(new Date(task.due_at)) : t('tasks.table.none')}
                  {overdue ? ` · ${t('tasks.table.overdue')}` : ''}
                </td>
                <td className={`tasks-priority--${task.priority}`}>{t(`tasks.priorities.${key}`)}</td>
                <td>{t(`tasks.statuses.${task.status}`)}</td>
                <td>{task.assignee?.name ?? t('tasks.table.none')}</td>
                <td>{task.account?.name ?? t('tasks.table.none')}</td>
                <td>{task.campaign?.name ?? t('tasks.table.none')}</td>
                <td>
                  <Dropdown
                    trigger="⋯"
                    aria-label={t('tasks.table.actions', { name: task.name })}
                    align="end"
                  >
                    <DropdownItem onSelect={() => props.onEdit(task)}>{t('tasks.actions.edit')}</DropdownItem>
                    {task.type === 'manual' ? (
                      <DropdownItem onSelect={() => props.onDelete(task)}>
                        {t('tasks.actions.delete')}
                      </DropdownItem>
                    ) : task.status !== 'canceled' ? (
                      <DropdownItem onSelect={() => props.onCancel(task)}>
                        {t('tasks.actions.cancel')}
                      </DropdownItem>
                    ) : null}
                  </Dropdown>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
