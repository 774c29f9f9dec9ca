import { Button, Input, Modal, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useId, useState } from 'react';
import type { TaskJson } from '@outreach/sdk/outreach';
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
  const [name, setName] = useState(task?.name ?? '');
  const [info, setInfo] = useState(task?.info ?? '');
  const [dueAt, setDueAt] = useState(toLocalInput(task?.due_at ?? null));
  const [priority, setPriority] = useState(String(task?.priority ?? 100));
  // A new task with no assignee is the creator's (the API's rule); '' sends nothing.
  const [assignee, setAssignee] = useState(task?.assignee?._id ?? '');
  const [touched, setTouched] = useState(false);

  const nameError = !name.trim()
    ? t('tasks.form.required')
    : name.trim().length > 100
      ? t('tasks.form.nameTooLong')
      : null;
  const infoError = info.length > 5000 ? t('tasks.form.infoTooLong') : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError || infoError) return;
    onSubmit({
      name: name.trim(),
      info,
      due_at: dueAt ? new Date(dueAt).toISOString() : null,
      priority: Number(priority),
      assignee_id: assignee || null,
    });
  };

  const assigneeOptions = [
    { value: '', label: task ? t('tasks.form.unassigned') : t('tasks.form.me') },
    ...members.map((member) => ({ value: member._id, label: member.name })),
  ];

  const title = task ? t('tasks.form.editTitle') : t('tasks.form.newTitle');
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('tasks.form.close')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {task ? t('tasks.form.save') : t('tasks.form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} className="tasks-form" onSubmit={submit} noValidate aria-label={title}>
        <Input
          label={t('tasks.form.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={touched ? nameError : null}
        />
        <label>
          {t('tasks.form.info')}
          <textarea value={info} onChange={(event) => setInfo(event.target.value)} />
        </label>
        {touched && infoError ? <span role="alert">{infoError}</span> : null}
        <Input
          type="datetime-local"
          label={t('tasks.form.dueAt')}
          value={dueAt}
          onChange={(event) => setDueAt(event.target.value)}
        />
        <Select
          label={t('tasks.form.priority')}
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
          options={taskPriorities.map((option) => ({
            value: String(option.value),
            label: t(`tasks.priorities.${option.key}`),
          }))}
        />
        <Select
          label={t('tasks.form.assignee')}
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          options={assigneeOptions}
        />
        {error ? <p role="alert">{error}</p> : null}
      </form>
    </Modal>
  );
}
