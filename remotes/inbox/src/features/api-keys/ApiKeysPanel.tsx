import { ListTable } from '../shared/ListTable';
import { QueryStates } from '../shared/QueryStates';
import { Button, EmptyState, showSnackbar } from '@outreach/design-system';
import { ApiError, formatDateTime, useT } from '@outreach/sdk';
import { useAccount, useUser } from '@outreach/sdk/account';
import { useEffect, useState } from 'react';
import { ensureApiKeyStyles } from './api-keys.styles';
import type { ApiKeyJson, CreatedApiKeyJson } from '@outreach/core/outreach';
import { ApiKeySecretModal } from './components/ApiKeySecretModal';
import { CreateApiKeyModal } from './components/CreateApiKeyModal';
import { RevokeApiKeyModal } from './components/RevokeApiKeyModal';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './hooks/useApiKeys';

const errorText = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

function formatDate(iso: string): string {
  return formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Workspace admins (and platform admins) manage the keys; other members see the list read-only,
 * as the API allows them (docs/decisions.md "API keys").
 */
function useCanManageKeys(): boolean {
  const user = useUser().data;
  const account = useAccount().data;
  if (!user) return false;
  return user.is_admin || Boolean(account?.admins?.includes(user._id));
}

/** Integrations › API token (issue 12): list, create (secret shown once) and revoke workspace API keys. */
export function ApiKeysPanel() {
  const t = useT('inbox');
  useEffect(() => ensureApiKeyStyles(), []);
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const canManage = useCanManageKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKeyJson | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyJson | null>(null);

  const submitCreate = (name: string) =>
    create.mutate(name, {
      onSuccess: (key) => {
        setCreating(false);
        setCreated(key);
      },
    });
  const confirmRevoke = (key: ApiKeyJson) =>
    revoke.mutate(key._id, {
      onSuccess: () => {
        setRevoking(null);
        showSnackbar({ type: 'success', text: t('apiKeys.revoked') });
      },
    });

  const createButton = canManage ? (
    <Button
      onClick={() => {
        create.reset();
        setCreating(true);
      }}
    >
      {t('apiKeys.create')}
    </Button>
  ) : null;

  return (
    <section aria-label={t('apiKeys.table.label')}>
      <div className="api-keys-toolbar">
        <p>{canManage ? t('apiKeys.intro') : t('apiKeys.adminOnly')}</p>
        {createButton}
      </div>

      <QueryStates
        query={keys}
        loadingLabel={t('apiKeys.loading')}
        errorTitle={t('apiKeys.loadError')}
        errorText={errorText}
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('apiKeys.emptyTitle')} description={t('apiKeys.emptyDescription')} />
          ) : (
            <KeysTable
              keys={data}
              canManage={canManage}
              onRevoke={(key) => {
                revoke.reset();
                setRevoking(key);
              }}
            />
          )
        }
      </QueryStates>

      {creating ? (
        <CreateApiKeyModal
          saving={create.isPending}
          error={create.error ? errorText(create.error) : null}
          onSubmit={submitCreate}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {created ? <ApiKeySecretModal created={created} onClose={() => setCreated(null)} /> : null}
      {revoking ? (
        <RevokeApiKeyModal
          apiKey={revoking}
          busy={revoke.isPending}
          error={revoke.error ? errorText(revoke.error) : null}
          onConfirm={() => confirmRevoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </section>
  );
}

/** The keys with their prefix, creator, creation and last use; a Revoke button each for admins. */
function KeysTable({
  keys,
  canManage,
  onRevoke,
}: {
  keys: readonly ApiKeyJson[];
  canManage: boolean;
  onRevoke: (key: ApiKeyJson) => void;
}) {
  const t = useT('inbox');
  return (
    <ListTable
      className="api-keys-table"
      label={t('apiKeys.table.label')}
      columns={[
        'apiKeys.table.name',
        'apiKeys.table.prefix',
        'apiKeys.table.createdBy',
        'apiKeys.table.createdAt',
        'apiKeys.table.lastUsed',
        canManage ? 'apiKeys.table.actions' : null,
      ]}
      t={t}
    >
      {keys.map((key) => (
        <tr key={key._id}>
          <td>{key.name}</td>
          <td className="api-keys-prefix">{`${key.prefix}…`}</td>
          <td title={key.created_by.email}>{key.created_by.name}</td>
          <td>{formatDate(key.created_at)}</td>
          <td>{key.last_used_at ? formatDate(key.last_used_at) : t('apiKeys.table.never')}</td>
          {canManage ? (
            <td>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('apiKeys.table.revokeLabel', { name: key.name })}
                onClick={() => onRevoke(key)}
              >
                {t('apiKeys.table.revoke')}
              </Button>
            </td>
          ) : null}
        </tr>
      ))}
    </ListTable>
  );
}
