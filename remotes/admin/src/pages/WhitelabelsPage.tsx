import {
  Button,
  EmptyState,
  Page,
  Spinner,
  TableHead,
  ConfirmDialog,
  useBusyAction,
} from '@outreach/design-system';
import { Link, RedirectKeepingQuery, useNavigate, useSession, useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AdminMenu } from './AdminMenu';
import { CreateWhitelabelModal } from './whitelabels/CreateWhitelabelModal';
import { logoSource } from './whitelabels/logo';
import { ensureWhitelabelStyles } from './whitelabels/styles';
import {
  useStoreWhitelabel,
  useWhitelabels,
  type WhitelabelRow,
  type WhitelabelStatus,
  whitelabelApi,
  whitelabelKeys,
  whitelabelStatuses,
} from './whitelabels/whitelabels-api';
import { ErrorLine } from './whitelabels/ErrorLine';

const isStatus = (value: string): value is WhitelabelStatus =>
  (whitelabelStatuses as readonly string[]).includes(value);

/**
 * spec platform §2: /admin/whitelabels/:status? — the white-labels by status (active, archived).
 * A bare /admin/whitelabels/<id> that is not a status is one white-label: its details.
 */
export default function WhitelabelsPage() {
  const { status } = useParams();
  if (status && !isStatus(status)) return <RedirectKeepingQuery to="/admin/whitelabels/:status/details" />;
  return <WhitelabelList status={(status as WhitelabelStatus | undefined) ?? 'active'} />;
}

function WhitelabelList({ status }: { status: WhitelabelStatus }) {
  ensureWhitelabelStyles();
  const t = useT('admin');
  const tw = useT('adminWhitelabels');
  const isPlatformAdmin = useSession((state) => state.user?.is_admin ?? false);
  const navigate = useNavigate();
  const list = useWhitelabels(status);
  // the copy-from choices are the active brands, whichever tab is open
  const active = useWhitelabels('active');
  const storeWhitelabel = useStoreWhitelabel();
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<WhitelabelRow | null>(null);

  return (
    <Page
      title={t('whitelabels.title')}
      subtitle={t('whitelabels.subtitle')}
      actions={
        isPlatformAdmin ? <Button onClick={() => setCreating(true)}>{tw('list.new')}</Button> : undefined
      }
    >
      <AdminMenu />
      <AreaTabs
        label={tw('list.statusLabel')}
        tabs={[
          {
            id: 'active',
            label: tw('list.status.active'),
            path: '/admin/whitelabels/active',
            alsoActiveOn: ['/admin/whitelabels'],
          },
          { id: 'archived', label: tw('list.status.archived'), path: '/admin/whitelabels/archived' },
        ]}
      />
      <ErrorLine>{list.error?.message}</ErrorLine>
      {list.isPending && list.fetchStatus === 'fetching' ? <Spinner label={t('loading')} /> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState title={tw(`list.empty.${status}`)} description={tw('list.emptyDescription')} />
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <table className="wl-table">
          <caption className="wl-muted">{tw('list.total', { count: list.data.total })}</caption>
          <TableHead
            columns={[
              'list.columns.logo',
              'fields.name',
              'list.columns.id',
              'fields.domains',
              'fields.ownerEmails',
              'list.columns.customers',
              isPlatformAdmin ? 'list.columns.actions' : null,
            ]}
            label={tw}
          />
          <tbody>
            {list.data.items.map((row) => (
              <tr key={row.id}>
                <td>
                  <img
                    className="wl-logo"
                    src={logoSource(row.logo)}
                    alt={tw('list.logoOf', { name: row.name })}
                  />
                </td>
                <td>
                  <Link to={`/admin/whitelabels/${encodeURIComponent(row.id)}/details`}>{row.name}</Link>
                </td>
                <td>
                  <code>{row.id}</code>
                </td>
                <td>{row.domains.join(', ')}</td>
                <td>{row.owner_emails.join(', ')}</td>
                <td>{row.customers}</td>
                {isPlatformAdmin ? (
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={
                        row.status === 'active'
                          ? tw('list.archive', { name: row.name })
                          : tw('list.restore', { name: row.name })
                      }
                      onClick={() => setConfirming(row)}
                    >
                      {row.status === 'active' ? tw('confirm.archive') : tw('confirm.restore')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <CreateWhitelabelModal
        open={creating}
        onClose={() => setCreating(false)}
        brands={active.data?.items ?? []}
        onCreated={(created) => {
          setCreating(false);
          storeWhitelabel(created);
          navigate(`/admin/whitelabels/${encodeURIComponent(created.id)}/details`);
        }}
      />
      {confirming ? <ConfirmStatus row={confirming} onClose={() => setConfirming(null)} /> : null}
    </Page>
  );
}

/** Archive or restore one white-label, after a confirmation; the API's refusal stays in the dialog. */
function ConfirmStatus({ row, onClose }: { row: WhitelabelRow; onClose: () => void }) {
  const tw = useT('adminWhitelabels');
  const queryClient = useQueryClient();
  const { busy, error, run } = useBusyAction();
  const archiving = row.status === 'active';
  const confirm = () =>
    run(async () => {
      await (archiving ? whitelabelApi.archive(row.id) : whitelabelApi.restore(row.id));
      await queryClient.invalidateQueries({ queryKey: whitelabelKeys.all });
      onClose();
    });
  return (
    <ConfirmDialog
      onClose={onClose}
      title={archiving ? tw('confirm.archiveTitle') : tw('confirm.restoreTitle')}
      cancelLabel={tw('cancel')}
      confirmLabel={archiving ? tw('confirm.archive') : tw('confirm.restore')}
      confirm={{ variant: archiving ? 'danger' : 'primary', onClick: confirm, loading: busy }}
    >
      <p>
        {archiving
          ? tw('confirm.archiveText', { name: row.name })
          : tw('confirm.restoreText', { name: row.name })}
      </p>
      <ErrorLine>{error}</ErrorLine>
    </ConfirmDialog>
  );
}
