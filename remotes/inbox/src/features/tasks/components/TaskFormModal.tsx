import { Input, Select, ConfirmDialog } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { TaskJson } from '@outreach/core/outreach';
import { taskPriorities, type TaskInput } from '../tasks.types';

/** An ISO date as a `datetime-local` value, in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export interface TaskFormModalProps {
  /** The task to edit; a new task without it. */
  task?: TaskJson;
  members: { _id: string; name: string }[];
  saving: boolean;
  error?: string | null;
  onSubmit: (input: TaskInput) => void;
  onClose: () => void;
}

/** "New task" and "Edit task" (spec outreach §3 Task: name, info, due date, assignee, priority). */
export function TaskFormModal({ task, members, saving, error, onSubmit, onClose }: TaskFormModalProps) {
  const t = useT('inbox');
  const formId = useId();
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1, t('tasks.form.required')).max(100, t('tasks.form.nameTooLong')),
        info: z.string().max(5000, t('tasks.form.infoTooLong')),
        dueAt: z.string(),
        priority: z.string(),
        assignee: z.string(),
      }),
    [t],
  );
  const { register, handleSubmit, control, setValue, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      name: task?.name ?? '',
      info: task?.info ?? '',
      dueAt: toLocalInput(task?.due_at ?? null),
      priority: String(task?.priority ?? 100),
      // A new task with no assignee is the creator's (the API's rule); '' sends nothing.
      assignee: task?.assignee?._id ?? '',
    },
  });
  const { errors } = formState;
  // The selects show the form's value (a select registered uncontrolled starts on its first option).
  const [priority, assignee] = useWatch({ control, name: ['priority', 'assignee'] });

  // The schema's output: the name trimmed.
  const submit = handleSubmit((values) =>
    onSubmit({
      name: values.name,
      info: values.info,
      due_at: values.dueAt ? new Date(values.dueAt).toISOString() : null,
      priority: Number(values.priority),
      assignee_id: values.assignee || null,
    }),
  );

  const assigneeOptions = [
    { value: '', label: task ? t('tasks.form.unassigned') : t('tasks.form.me') },
    ...members.map((member) => ({ value: member._id, label: member.name })),
  ];

  const title = task ? t('tasks.form.editTitle') : t('tasks.form.newTitle');
  return (
    <ConfirmDialog
      onClose={onClose}
      title={title}
      cancelLabel={t('tasks.form.close')}
      confirmLabel={task ? t('tasks.form.save') : t('tasks.form.create')}
      confirm={{ type: 'submit', form: formId, loading: saving }}
    >
      <form id={formId} className="tasks-form" onSubmit={submit} noValidate aria-label={title}>
        <Input label={t('tasks.form.name')} {...register('name')} error={errors.name?.message} />
        <label>
          {t('tasks.form.info')}
          <textarea {...register('info')} />
        </label>
        {errors.info ? <span role="alert">{errors.info.message}</span> : null}
        <Input type="datetime-local" label={t('tasks.form.dueAt')} {...register('dueAt')} />
        <Select
          label={t('tasks.form.priority')}
          value={priority}
          onChange={(event) => setValue('priority', event.target.value)}
          options={taskPriorities.map((option) => ({
            value: String(option.value),
            label: t(`tasks.priorities.${option.key}`),
          }))}
        />
        <Select
          label={t('tasks.form.assignee')}
          value={assignee}
          onChange={(event) => setValue('assignee', event.target.value)}
          options={assigneeOptions}
        />
        {error ? <p role="alert">{error}</p> : null}
      </form>
    </ConfirmDialog>
  );
}
