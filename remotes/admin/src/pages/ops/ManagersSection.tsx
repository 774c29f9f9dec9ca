import { Button, Input, Modal, Select, Spinner, showSnackbar, TableHead } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { errorText, type Manager, useManagers, useOpsMutation } from './ops-api';
import { fieldBinders } from '../form-fields';

type ManagerType = Manager['type'];

/** spec platform §5: letters (any alphabet), spaces and dashes; the description at most 500. */
const namePattern = /^[\p{L}\p{M}\s-]+$/u;
const maxDescription = 500;

export type ManagerFormProblem = 'nameRequired' | 'nameInvalid' | 'descriptionTooLong';

export function managerFormProblem(name: string, description: string): ManagerFormProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (!namePattern.test(trimmed)) return 'nameInvalid';
  if (description.trim().length > maxDescription) return 'descriptionTooLong';
  return null;
}

function ManagerForm({
  initial,
  withType,
  submitLabel,
  onSubmit,
}: {
  initial: { type: ManagerType; name: string; description: string };
  withType: boolean;
  submitLabel: string;
  onSubmit: (value: { type: ManagerType; name: string; description: string }) => Promise<void>;
}) {
  const t = useT('adminOps');
  const [value, setValue] = useState(initial);
  const field = fieldBinders(value, setValue);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = managerFormProblem(value.name, value.description);
    if (local) {
      setProblem(t(`managers.${local}`));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onSubmit(value);
      if (withType) setValue({ ...value, name: '', description: '' });
    } catch (error) {
      setProblem(errorText(error, t('error')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={submit}
      aria-label={submitLabel}
      noValidate
      style={{ display: 'grid', gap: 8, maxWidth: 480 }}
    >
      {withType ? (
        <Select
          label={t('managers.type')}
          value={value.type}
          options={[
            { value: 'sales', label: t('managers.types.sales') },
            { value: 'success', label: t('managers.types.success') },
          ]}
          onChange={(event) => setValue({ ...value, type: event.target.value as ManagerType })}
        />
      ) : null}
      <Input label={t('managers.name')} {...field.text('name')} />
      <Input label={t('managers.about')} {...field.text('description')} />
      {problem ? <p role="alert">{problem}</p> : null}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The white-label's managers tab (/admin/whitelabels/:whitelabel/managers). */
export default function ManagersSection({ whitelabel }: { whitelabel: string }) {
  const t = useT('adminOps');
  const list = useManagers(whitelabel);
  const [editing, setEditing] = useState<Manager | null>(null);
  const create = useOpsMutation((body: { type: ManagerType; name: string; description: string }) =>
    api.POST('/admin/whitelabels/{id}/managers', { path: { id: whitelabel }, body }),
  );
  const update = useOpsMutation((input: { id: string; name: string; description: string }) =>
    api.PUT('/admin/whitelabels/{id}/managers/{managerId}', {
      path: { id: whitelabel, managerId: input.id },
      body: { name: input.name, description: input.description },
    }),
  );
  const remove = useOpsMutation((id: string) =>
    api.DELETE('/admin/whitelabels/{id}/managers/{managerId}', { path: { id: whitelabel, managerId: id } }),
  );

  const deleteManager = async (manager: Manager) => {
    if (!window.confirm(t('managers.confirmDelete', { name: manager.name }))) return;
    try {
      await remove.mutateAsync(manager.id);
      showSnackbar({ text: t('managers.deleted'), type: 'success' });
    } catch (error) {
      showSnackbar({ text: errorText(error, t('error')), type: 'error' });
    }
  };

  return (
    <section aria-label={t('managers.title')}>
      <h2>{t('managers.title')}</h2>
      <p>{t('managers.description')}</p>
      <ManagerForm
        initial={{ type: 'sales', name: '', description: '' }}
        withType
        submitLabel={t('managers.add')}
        onSubmit={async (value) => {
          await create.mutateAsync(value);
          showSnackbar({ text: t('managers.saved'), type: 'success' });
        }}
      />
      {list.isLoading ? (
        <Spinner label={t('loading')} />
      ) : list.data && list.data.items.length > 0 ? (
        <table aria-label={t('managers.title')}>
          <TableHead
            columns={['managers.type', 'managers.name', 'managers.about', 'managers.assigned', '']}
            label={t}
          />
          <tbody>
            {list.data.items.map((manager) => (
              <tr key={manager.id}>
                <td>{t(`managers.types.${manager.type}`)}</td>
                <td>{manager.name}</td>
                <td>{manager.description}</td>
                <td>{manager.assigned_count}</td>
                <td>
                  <Button variant="secondary" onClick={() => setEditing(manager)}>
                    {t('managers.edit')}
                  </Button>{' '}
                  <Button variant="danger" onClick={() => deleteManager(manager)}>
                    {t('delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('managers.empty')}</p>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={t('managers.editTitle')}>
        {editing ? (
          <ManagerForm
            initial={{ type: editing.type, name: editing.name, description: editing.description }}
            withType={false}
            submitLabel={t('save')}
            onSubmit={async (value) => {
              await update.mutateAsync({ id: editing.id, name: value.name, description: value.description });
              showSnackbar({ text: t('managers.saved'), type: 'success' });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
    </section>
  );
}
