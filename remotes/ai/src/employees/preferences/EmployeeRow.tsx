import { Button, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type Credential, credentialName } from '@outreach/sdk/account';
import { useState } from 'react';
import { type BindingAction, type Employee, useBindingAction } from '../employees-api';

/**
 * One employee of the list: its persona, campaigns and accounts (§4 "Other AI Employee states":
 * bound to and unbound from a credential, enabled and disabled there). Admins act; members read.
 */
export function EmployeeRow({
  employee,
  credentials,
  canManage,
  onEdit,
  onDelete,
}: {
  employee: Employee;
  credentials: Credential[];
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT('aiEmployees');
  const binding = useBindingAction();
  const [credentialId, setCredentialId] = useState('');
  const bound = new Set(employee.bindings.map((item) => item.credentials_id));
  const act = (action: BindingAction, credentials_id: string) =>
    binding.mutate({
      action,
      body: { credentials_id, profile_id: employee.profile.id, employee_id: employee.id },
    });
  const nameOf = (id: string) => {
    const credential = credentials.find((item) => item._id === id);
    return credential ? credentialName(credential) : id;
  };
  return (
    <tr>
      <td>
        <strong>{employee.name}</strong>
        <div>{employee.profile.name}</div>
      </td>
      <td>{t(`settings.modes.${employee.messaging_settings.mode}`)}</td>
      <td>{employee.campaigns_count}</td>
      <td>
        <ul className="ai-employees__bindings">
          {employee.bindings.map((item) => (
            <li key={item.credentials_id}>
              {nameOf(item.credentials_id)} · {item.enabled ? t('list.enabled') : t('list.disabled')}
              {canManage ? (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => act(item.enabled ? 'disable' : 'enable', item.credentials_id)}
                  >
                    {item.enabled ? t('list.disable') : t('list.enable')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => act('unbind', item.credentials_id)}>
                    {t('list.unbind')}
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
        {canManage ? (
          <div className="ai-employees__actions">
            <Select
              aria-label={t('list.account')}
              value={credentialId}
              placeholder={t('list.chooseAccount')}
              options={credentials
                .filter((credential) => !bound.has(credential._id))
                .map((credential) => ({ value: credential._id, label: credentialName(credential) }))}
              onChange={(event) => setCredentialId(event.target.value)}
            />
            <Button
              size="sm"
              variant="secondary"
              disabled={!credentialId}
              onClick={() => act('bind', credentialId)}
            >
              {t('list.bind')}
            </Button>
          </div>
        ) : null}
        {binding.error ? <p role="alert">{binding.error.message}</p> : null}
      </td>
      <td>
        {canManage ? (
          <div className="ai-employees__actions">
            <Button size="sm" variant="secondary" onClick={onEdit}>
              {t('list.edit')}
            </Button>
            <Button size="sm" variant="danger" onClick={onDelete}>
              {t('list.delete')}
            </Button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
