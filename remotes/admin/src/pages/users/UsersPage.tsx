import { ListStates } from '../customers/ListStates';
import { Button, Checkbox, Input, Page, showSnackbar, TableHead } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { AdminMenu } from '../AdminMenu';
import {
  type AdminUser,
  errorText,
  useAdminConfig,
  useAdminMutation,
  useAdminUsers,
  usersPageSize,
} from '../customers/customers-api';
import { EditUserCell, type EditableUser, fullName, UserEditModal } from './UserEditModal';
import { Pager } from '../customers/Pager';

/**
 * The admin roles a super admin switches per user; a super admin is a platform admin too, so
 * switching it on switches both.
 */
const adminRoles = [
  {
    key: 'is_admin',
    label: 'users.platformAdminOf',
    change: (on: boolean) => ({ is_admin: on }),
  },
  {
    key: 'is_super_admin',
    label: 'users.superAdminOf',
    change: (on: boolean, user: AdminUser) => ({ is_admin: on || user.is_admin, is_super_admin: on }),
  },
] as const;

/** /admin/users: users 10 a page (spec §9), search, admin toggles for super admins (POST /admin/users). */
export default function UsersPage() {
  const t = useT('adminCustomers');
  const [offset, setOffset] = useState(0);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [adminsOnly, setAdminsOnly] = useState(false);
  const [editUser, setEditUser] = useState<EditableUser | null>(null);
  const list = useAdminUsers(offset, q, adminsOnly);
  const config = useAdminConfig();
  const superAdmin = config.data?.is_super_admin ?? false;
  const setAdmin = useAdminMutation(
    (body: { user_id: string; is_admin: boolean; is_super_admin?: boolean }) =>
      api.POST('/admin/users', { body }),
  );
  const toggle = async (user: AdminUser, body: { is_admin: boolean; is_super_admin?: boolean }) => {
    try {
      await setAdmin.mutateAsync({ user_id: user.id, ...body });
      showSnackbar({ text: t('users.adminSaved', { email: user.email }), type: 'success' });
    } catch (error) {
      showSnackbar({ text: errorText(error, t('error')), type: 'error' });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOffset(0);
    setQ(text.trim());
  };
  const total = list.data?.total ?? 0;

  return (
    <Page title={t('users.title')} subtitle={t('users.subtitle')}>
      <AdminMenu />
      <form onSubmit={submit} style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
        <Input label={t('users.search')} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit">{t('filters.search')}</Button>
        <Checkbox
          label={t('users.adminsOnly')}
          checked={adminsOnly}
          onChange={(event) => {
            setOffset(0);
            setAdminsOnly(event.target.checked);
          }}
        />
      </form>
      <ListStates
        list={list}
        total={total}
        empty={{ title: t('users.emptyTitle'), description: t('users.emptyDescription') }}
      >
        <p>{t('users.total', { count: total })}</p>
        <table aria-label={t('users.title')}>
          <TableHead
            columns={[
              'users.email',
              'users.name',
              'columns.brand',
              'users.status',
              'users.spacesCount',
              'users.platformAdmin',
              'users.superAdmin',
              '',
            ]}
            label={t}
          />
          <tbody>
            {list.data?.items.map((user) => (
              <tr key={user.id}>
                <td>{user.email}</td>
                <td>{fullName(user)}</td>
                <td>{user.brand}</td>
                <td>
                  {t(`values.userStatuses.${user.status}` as 'values.userStatuses.active', {
                    defaultValue: user.status,
                  })}
                </td>
                <td>{user.spaces_count}</td>
                {adminRoles.map((role) => (
                  <td key={role.key}>
                    <Checkbox
                      variant="switch"
                      label={t(role.label, { email: user.email })}
                      checked={user[role.key]}
                      disabled={!superAdmin}
                      onChange={(event) => void toggle(user, role.change(event.target.checked, user))}
                    />
                  </td>
                ))}
                <EditUserCell onEdit={() => setEditUser(user)} />
              </tr>
            ))}
          </tbody>
        </table>
        <Pager offset={offset} pageSize={usersPageSize} total={total} onOffset={setOffset} />
      </ListStates>
      <UserEditModal user={editUser} onClose={() => setEditUser(null)} />
    </Page>
  );
}
