import { Button, Checkbox, Input, Modal, Select, showSnackbar, TableHead } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { errorText, useAdminConfig, useAdminMutation, useUserSpaces } from '../customers/customers-api';
import { fieldBinders } from '../form-fields';

/** A person's first and last name as one, for the users' tables. */
export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** A users table's Edit cell: opens this modal for the row's user. */
export function EditUserCell({ onEdit }: { onEdit: () => void }) {
  const t = useT('adminCustomers');
  return (
    <td>
      <Button variant="secondary" onClick={onEdit}>
        {t('users.edit')}
      </Button>
    </td>
  );
}

export interface EditableUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: string;
}

/**
 * POST /admin/users/{id}/update (names, status) and /update_spaces (the user's workspaces: admin
 * or not, remove, add by id), with toasts for each result. The sign-in email and password are not
 * here: only the user changes them, from their preferences (issue 23 item 3). Adding the user to a
 * workspace is shown to platform admins only (item 6: resellers add nobody).
 */
export function UserEditModal({ user, onClose }: { user: EditableUser | null; onClose: () => void }) {
  const t = useT('adminCustomers');
  const [form, setForm] = useState({ first_name: '', last_name: '', status: 'active' });
  const [addSpace, setAddSpace] = useState('');
  const [addAsAdmin, setAddAsAdmin] = useState(false);
  const spaces = useUserSpaces(user?.id ?? null);
  // A reseller changes or removes existing memberships only; adding people is for platform admins.
  const mayAddToSpace = useAdminConfig().data?.scope === 'platform';
  useEffect(() => {
    if (user)
      setForm({
        first_name: user.first_name,
        last_name: user.last_name,
        status: user.status,
      });
  }, [user]);
  const update = useAdminMutation((body: typeof form) =>
    api.POST('/admin/users/{id}/update', {
      path: { id: user?.id ?? '' },
      body: { ...body, status: body.status as 'active' | 'inactive' },
    }),
  );
  const updateSpaces = useAdminMutation(
    (body: { add?: { space_id: string; is_admin: boolean }[]; remove?: string[] }) =>
      api.POST('/admin/users/{id}/update_spaces', { path: { id: user?.id ?? '' }, body }),
  );
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showSnackbar({ text: done, type: 'success' });
    } catch (error) {
      showSnackbar({ text: errorText(error, t('error')), type: 'error' });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => update.mutateAsync(form), t('users.saved'));
  };
  const field = fieldBinders(form, setForm);

  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title={t('users.editTitle', { email: user?.email ?? '' })}
      width={725}
    >
      <form
        onSubmit={submit}
        aria-label={t('users.editTitle', { email: user?.email ?? '' })}
        style={{ display: 'grid', gap: 8 }}
      >
        <Input label={t('users.firstName')} {...field.text('first_name')} />
        <Input label={t('users.lastName')} {...field.text('last_name')} />
        <Select
          label={t('users.status')}
          options={[
            { value: 'active', label: t('values.userStatuses.active') },
            { value: 'inactive', label: t('values.userStatuses.inactive') },
          ]}
          {...field.text('status')}
        />
        <Button type="submit" disabled={update.isPending}>
          {t('save')}
        </Button>
      </form>
      <h3>{t('users.spaces')}</h3>
      <UserSpacesTable
        spaces={spaces.data?.spaces ?? []}
        onAdmin={(spaceId, isAdmin) =>
          run(
            () => updateSpaces.mutateAsync({ add: [{ space_id: spaceId, is_admin: isAdmin }] }),
            t('users.spacesSaved'),
          )
        }
        onRemove={(spaceId) =>
          run(() => updateSpaces.mutateAsync({ remove: [spaceId] }), t('users.spacesSaved'))
        }
      />
      {mayAddToSpace && (
        <AddToSpaceForm
          space={addSpace}
          setSpace={setAddSpace}
          asAdmin={addAsAdmin}
          setAsAdmin={setAddAsAdmin}
          onAdd={() =>
            run(
              () => updateSpaces.mutateAsync({ add: [{ space_id: addSpace.trim(), is_admin: addAsAdmin }] }),
              t('users.spacesSaved'),
            ).then(() => setAddSpace(''))
          }
        />
      )}
    </Modal>
  );
}

/** Adds the user to a workspace by its id, as a member or an admin (platform admins only). */
function AddToSpaceForm({
  space,
  setSpace,
  asAdmin,
  setAsAdmin,
  onAdd,
}: {
  space: string;
  setSpace: (space: string) => void;
  asAdmin: boolean;
  setAsAdmin: (asAdmin: boolean) => void;
  onAdd: () => Promise<unknown>;
}) {
  const t = useT('adminCustomers');
  return (
    <form
      aria-label={t('users.addToSpace')}
      style={{ display: 'flex', gap: 8, alignItems: 'end' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!space.trim()) return;
        void onAdd();
      }}
    >
      <Input label={t('users.spaceId')} value={space} onChange={(event) => setSpace(event.target.value)} />
      <Checkbox
        label={t('users.asAdmin')}
        checked={asAdmin}
        onChange={(event) => setAsAdmin(event.target.checked)}
      />
      <Button type="submit">{t('users.addToSpace')}</Button>
    </form>
  );
}

type UserSpace = NonNullable<ReturnType<typeof useUserSpaces>['data']>['spaces'][number];

/** The user's workspaces: admin or not, and removal. */
function UserSpacesTable({
  spaces,
  onAdmin,
  onRemove,
}: {
  spaces: UserSpace[];
  onAdmin: (spaceId: string, isAdmin: boolean) => Promise<unknown>;
  onRemove: (spaceId: string) => Promise<unknown>;
}) {
  const t = useT('adminCustomers');
  return (
    <table aria-label={t('users.spaces')}>
      <TableHead columns={['columns.name', 'columns.brand', 'users.spaceAdmin', '']} label={t} />
      <tbody>
        {spaces.map((space) => (
          <tr key={space.id}>
            <td>{space.name}</td>
            <td>{space.brand}</td>
            <td>
              <Checkbox
                label={t('users.spaceAdmin')}
                checked={space.is_admin}
                onChange={(event) => void onAdmin(space.id, event.target.checked)}
              />
            </td>
            <td>
              <Button variant="secondary" onClick={() => void onRemove(space.id)}>
                {t('users.removeFromSpace')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
