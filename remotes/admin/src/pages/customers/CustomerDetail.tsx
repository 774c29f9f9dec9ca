import {
  Button,
  Checkbox,
  Input,
  Select,
  Spinner,
  showSnackbar,
  TableHead,
  ConfirmDialog,
} from '@outreach/design-system';
import { api, type TranslationKey, useT } from '@outreach/sdk';
import { tiers } from '@outreach/core/billing';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { EditUserCell, type EditableUser, fullName, UserEditModal } from '../users/UserEditModal';
import {
  type CustomerInfo,
  errorText,
  useAdminConfig,
  useAdminMutation,
  useCustomerInfo,
} from './customers-api';
import { type Act, CreditsModal, StripeModal } from './CustomerModals';
import { HealthBadge } from './HealthBadge';
import { fieldBinders } from '../form-fields';

type Key = TranslationKey<'adminCustomers'>;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      style={{ border: '1px solid var(--ds-border, #ddd)', borderRadius: 8, padding: 12 }}
    >
      <h3 style={{ marginTop: 0 }}>{title}</h3>
      {children}
    </section>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <dt style={{ fontWeight: 600 }}>{label}</dt>
      <dd style={{ margin: 0 }}>{value}</dd>
    </div>
  );
}

/** spec platform §2 /admin/customers/:profileId, §7 customer_info and the customer actions. */
export function CustomerDetail({ id }: { id: string }) {
  const t = useT('adminCustomers');
  const info = useCustomerInfo(id);
  if (info.isError) return <p role="alert">{errorText(info.error, t('error'))}</p>;
  if (!info.data) return <Spinner label={t('loading')} />;
  return <CustomerView info={info.data} />;
}

function CustomerView({ info }: { info: CustomerInfo }) {
  const space = info.workspace;
  const id = space.id;
  const { act, status } = useCustomerActions(id);
  const [confirm, setConfirm] = useState<'delete' | 'restore' | null>(null);
  const [creditsOpen, setCreditsOpen] = useState(false);
  const [stripeOpen, setStripeOpen] = useState(false);
  const [editUser, setEditUser] = useState<EditableUser | null>(null);

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <h2>{space.name}</h2>
      <ActionsToolbar
        info={info}
        act={act}
        status={status}
        onConfirm={setConfirm}
        onCredits={() => setCreditsOpen(true)}
        onStripe={() => setStripeOpen(true)}
      />
      <SummaryCards info={info} />
      <EditCard info={info} act={act} />
      <UsersCard info={info} onEdit={setEditUser} />
      <CredentialsCard info={info} />
      <ConfirmStatusModal
        confirm={confirm}
        name={space.name}
        status={status}
        onClose={() => setConfirm(null)}
      />
      <CreditsModal open={creditsOpen} id={id} onClose={() => setCreditsOpen(false)} act={act} />
      <StripeModal open={stripeOpen} id={id} onClose={() => setStripeOpen(false)} act={act} />
      <UserEditModal user={editUser} onClose={() => setEditUser(null)} />
    </div>
  );
}

type StatusAction = 'block' | 'unblock' | 'delete' | 'restore';
type Status = (action: StatusAction) => Promise<boolean>;

/** A value's label (statuses, tiers…), or the value itself when it has none. */
function useValueLabel() {
  const t = useT('adminCustomers');
  return (group: string, value: string) => t(`values.${group}.${value}` as Key, { defaultValue: value });
}

/** The customer actions: each runs, then says it is done or why it failed. */
function useCustomerActions(id: string): { act: Act; status: Status } {
  const t = useT('adminCustomers');
  const mutate = useAdminMutation((run: () => Promise<unknown>) => run());
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await mutate.mutateAsync(run);
      showSnackbar({ text: done, type: 'success' });
      return true;
    } catch (error) {
      showSnackbar({ text: errorText(error, t('error')), type: 'error' });
      return false;
    }
  };
  const status = (action: 'block' | 'unblock' | 'delete' | 'restore') =>
    act(
      () => api.POST(`/admin/customers/{id}/${action}`, { path: { id } } as never) as Promise<unknown>,
      t(`actions.done.${action}` as Key),
    );
  return { act, status };
}

/** A workspace setting switched at once: `send` the new value, then say `done` (or the failure). */
function ActionSwitch({
  label,
  checked,
  done,
  act,
  send,
}: {
  label: string;
  checked: boolean;
  done: string;
  act: Act;
  send: (on: boolean) => Promise<unknown>;
}) {
  return (
    <Checkbox
      variant="switch"
      label={label}
      checked={checked}
      onChange={(event) => void act(() => send(event.target.checked), done)}
    />
  );
}

/** Block, delete, the switches, credits, Stripe, and "log in as". */
function ActionsToolbar({
  info,
  act,
  status,
  onConfirm,
  onCredits,
  onStripe,
}: {
  info: CustomerInfo;
  act: Act;
  status: Status;
  onConfirm: (action: 'delete' | 'restore') => void;
  onCredits: () => void;
  onStripe: () => void;
}) {
  const t = useT('adminCustomers');
  const space = info.workspace;
  const id = space.id;
  return (
    <div role="toolbar" aria-label={t('actions.label')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {space.status === 'blocked' ? (
        <Button onClick={() => void status('unblock')}>{t('actions.unblock')}</Button>
      ) : space.status === 'active' ? (
        <Button variant="secondary" onClick={() => void status('block')}>
          {t('actions.block')}
        </Button>
      ) : null}
      {space.status === 'deleted' ? (
        <Button onClick={() => onConfirm('restore')}>{t('actions.restore')}</Button>
      ) : (
        <Button variant="secondary" onClick={() => onConfirm('delete')}>
          {t('actions.delete')}
        </Button>
      )}
      <ActionSwitch
        label={t('actions.unlimited')}
        checked={space.is_unlimited}
        done={t('actions.done.unlimited')}
        act={act}
        send={(unlimited) =>
          api.POST('/admin/space/{id}/set_unlimited', { path: { id }, body: { unlimited } })
        }
      />
      <ActionSwitch
        label={t('actions.liApprove')}
        checked={space.li_approve}
        done={t('actions.done.liApprove')}
        act={act}
        send={(on) =>
          api.POST('/admin/space/{id}/set_li_approve', { path: { id }, body: { li_approve: on } })
        }
      />
      <Button variant="secondary" onClick={onCredits}>
        {t('actions.credits')}
      </Button>
      <Button variant="secondary" onClick={onStripe}>
        {t('actions.linkStripe')}
      </Button>
      <Button
        variant="secondary"
        disabled={!info.subscription.stripe_customer_id}
        onClick={() =>
          void act(
            () => api.POST('/admin/space/{id}/stripe/refresh', { path: { id } }),
            t('actions.done.stripeRefresh'),
          )
        }
      >
        {t('actions.stripeRefresh')}
      </Button>
      <a href={`/campaigns/my-campaigns?space=${encodeURIComponent(id)}`}>{t('actions.loginAs')}</a>
    </div>
  );
}

/** The workspace, its subscription, credits and health. */
function SummaryCards({ info }: { info: CustomerInfo }) {
  const t = useT('adminCustomers');
  const valueLabel = useValueLabel();
  const space = info.workspace;
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
      <Card title={t('detail.workspace')}>
        <dl>
          <Field label={t('columns.status')} value={valueLabel('statuses', space.status)} />
          <Field label={t('columns.brand')} value={space.brand} />
          <Field label={t('detail.id')} value={space.id} />
          <Field label={t('columns.created')} value={space.created_at.slice(0, 10)} />
          {/* Issue 26 item 16: used / total, the same pair as the customer's Billing overview. */}
          <Field label={t('detail.seats')} value={`${info.credentials.length} / ${space.total_seats}`} />
          <Field label={t('detail.unlimited')} value={space.is_unlimited ? t('yes') : t('no')} />
          <Field label={t('detail.liApprove')} value={space.li_approve ? t('yes') : t('no')} />
        </dl>
      </Card>
      <Card title={t('detail.subscription')}>
        <dl>
          <Field label={t('columns.tier')} value={valueLabel('tier', info.subscription.tier)} />
          <Field
            label={t('detail.mode')}
            value={valueLabel('subscription_types', info.subscription.subscription_mode)}
          />
          <Field label={t('detail.paid')} value={space.is_paid ? t('yes') : t('no')} />
          <Field label={t('detail.interval')} value={info.subscription.interval ?? '—'} />
          <Field
            label={t('detail.amount')}
            value={
              info.subscription.amount === null
                ? '—'
                : `${(info.subscription.amount / 100).toFixed(2)} ${info.subscription.currency ?? ''}`
            }
          />
          <Field
            label={t('detail.subscriptionStatus')}
            value={info.subscription.subscription_status ?? '—'}
          />
          <Field label={t('detail.stripeCustomer')} value={info.subscription.stripe_customer_id ?? '—'} />
        </dl>
      </Card>
      <Card title={t('detail.credits')}>
        <dl>
          <Field label={t('detail.available')} value={info.credits.available} />
          <Field label={t('detail.used')} value={info.credits.used} />
        </dl>
      </Card>
      <Card title={t('detail.health')}>
        <HealthBadge index={info.health_index} />
      </Card>
    </div>
  );
}

function formOf(info: CustomerInfo) {
  const space = info.workspace;
  return {
    name: space.name,
    tier: space.tier,
    subscription_mode: space.subscription_mode,
    sales_manager_id: info.managers.sales?.id ?? '',
    success_manager_id: info.managers.success?.id ?? '',
    is_billing_enabled: space.is_billing_enabled,
    note: info.note,
    labels: info.labels.join(', '),
  };
}

/** The editable fields of the customer (POST /admin/customers/{id}/update). */
function EditCard({ info, act }: { info: CustomerInfo; act: Act }) {
  const t = useT('adminCustomers');
  const config = useAdminConfig();
  const valueLabel = useValueLabel();
  const space = info.workspace;
  const id = space.id;
  const [form, setForm] = useState(() => formOf(info));
  useEffect(() => {
    setForm(formOf(info));
  }, [info]);
  const field = fieldBinders(form, setForm);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void act(
      () =>
        api.POST('/admin/customers/{id}/update', {
          path: { id },
          body: {
            name: form.name,
            tier: form.tier as (typeof tiers)[number],
            subscription_mode: form.subscription_mode as 'disabled' | 'stripe' | 'manual' | 'no_sub',
            sales_manager_id: form.sales_manager_id || null,
            success_manager_id: form.success_manager_id || null,
            is_billing_enabled: form.is_billing_enabled,
            note: form.note,
            labels: form.labels
              .split(',')
              .map((label) => label.trim())
              .filter(Boolean),
          },
        }),
      t('actions.done.update'),
    );
  };
  const managers = (type: 'sales' | 'success') => [
    { value: '', label: t('detail.noManager') },
    ...(config.data?.managers ?? [])
      .filter((manager) => manager.type === type && manager.brand === space.brand)
      .map((manager) => ({ value: manager.id, label: manager.name })),
  ];

  return (
    <Card title={t('detail.edit')}>
      <form onSubmit={save} aria-label={t('detail.edit')} style={{ display: 'grid', gap: 8, maxWidth: 560 }}>
        <Input label={t('columns.name')} required {...field.text('name')} />
        <Select
          label={t('columns.tier')}
          options={tiers.map((tier) => ({ value: tier, label: valueLabel('tier', tier) }))}
          {...field.text('tier')}
        />
        <Select
          label={t('detail.mode')}
          options={(config.data?.subscription_types ?? ['disabled', 'stripe', 'manual', 'no_sub']).map(
            (mode) => ({
              value: mode,
              label: valueLabel('subscription_types', mode),
            }),
          )}
          {...field.text('subscription_mode')}
        />
        <Select
          label={t('detail.salesManager')}
          options={managers('sales')}
          {...field.text('sales_manager_id')}
        />
        <Select
          label={t('detail.successManager')}
          options={managers('success')}
          {...field.text('success_manager_id')}
        />
        <Checkbox label={t('detail.billingEnabled')} {...field.toggle('is_billing_enabled')} />
        <Input label={t('columns.labels')} hint={t('detail.labelsHint')} {...field.text('labels')} />
        <label style={{ display: 'grid', gap: 4 }}>
          {t('detail.note')}
          <textarea rows={4} maxLength={5000} {...field.text('note')} />
        </label>
        <Button type="submit">{t('save')}</Button>
      </form>
    </Card>
  );
}

function UsersCard({ info, onEdit }: { info: CustomerInfo; onEdit: (user: EditableUser) => void }) {
  const t = useT('adminCustomers');
  const valueLabel = useValueLabel();
  return (
    <Card title={t('detail.users')}>
      <table aria-label={t('detail.users')}>
        <TableHead
          columns={['users.email', 'users.name', 'users.spaceAdmin', 'users.status', '']}
          label={t}
        />
        <tbody>
          {info.users.map((user) => (
            <tr key={user.id}>
              <td>{user.email}</td>
              <td>{fullName(user)}</td>
              <td>{user.is_admin ? t('yes') : t('no')}</td>
              <td>{valueLabel('userStatuses', user.status)}</td>
              <EditUserCell onEdit={() => onEdit(user)} />
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function CredentialsCard({ info }: { info: CustomerInfo }) {
  const t = useT('adminCustomers');
  const valueLabel = useValueLabel();
  return (
    <Card title={t('detail.credentials')}>
      {info.credentials.length === 0 ? (
        <p>{t('detail.noCredentials')}</p>
      ) : (
        <table aria-label={t('detail.credentials')}>
          <TableHead
            columns={['detail.account', 'users.name', 'columns.status', 'detail.automation']}
            label={t}
          />
          <tbody>
            {info.credentials.map((credential) => (
              <tr key={credential.id}>
                <td>{credential.username}</td>
                <td>{fullName(credential)}</td>
                <td>{valueLabel('credentialStatuses', credential.status)}</td>
                <td>{credential.automation_type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** "Delete" and "Restore" ask first. */
function ConfirmStatusModal({
  confirm,
  name,
  status,
  onClose,
}: {
  confirm: 'delete' | 'restore' | null;
  name: string;
  status: Status;
  onClose: () => void;
}) {
  const t = useT('adminCustomers');
  return (
    <ConfirmDialog
      open={confirm !== null}
      onClose={onClose}
      title={confirm === 'restore' ? t('actions.confirmRestore') : t('actions.confirmDelete')}
      cancelLabel={t('cancel')}
      confirmLabel={confirm === 'restore' ? t('actions.restore') : t('actions.delete')}
      confirm={{
        onClick: async () => {
          if (confirm) await status(confirm);
          onClose();
        },
      }}
    >
      <p>
        {confirm === 'restore'
          ? t('actions.confirmRestoreText', { name })
          : t('actions.confirmDeleteText', { name })}
      </p>
    </ConfirmDialog>
  );
}
