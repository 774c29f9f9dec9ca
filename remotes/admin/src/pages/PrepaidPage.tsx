import { Button, Input, Page, Select, showSnackbar, TableHead, ConfirmDialog } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import { currencies, intervals, tiers } from '@outreach/core/billing';
import { type FormEvent, useState } from 'react';
import { AdminMenu } from './AdminMenu';
import { ListStates } from './customers/ListStates';
import { Pager } from './customers/Pager';
import { errorText, type PrepaidCustomer, prepaidPageSize, useOpsMutation, usePrepaid } from './ops/ops-api';
import { fieldBinders } from './form-fields';

const options = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

/** A tier's or an interval's name in the page's language (adminPlans strings). */
function usePlanWords() {
  const t = useT('adminPlans');
  return {
    tier: (value: string) => t(`tiers.${value}` as 'tiers.free', { defaultValue: value }),
    interval: (value: string) => t(`intervals.${value}` as 'intervals.monthly', { defaultValue: value }),
  };
}

/** spec platform §2 /admin/prepaid, §7 prepaid customers: get, create, delete. */
export default function PrepaidPage() {
  const t = useT('adminOps');
  const words = usePlanWords();
  const [offset, setOffset] = useState(0);
  const list = usePrepaid(offset);
  const [form, setForm] = useState({
    email: '',
    stripe_customer: '',
    currency: 'USD',
    tier: 'growth',
    interval: 'monthly',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<PrepaidCustomer | null>(null);
  const create = useOpsMutation((body: typeof form) => api.POST('/admin/prepaid_customers', { body }));
  const remove = useOpsMutation((id: string) =>
    api.DELETE('/admin/prepaid_customers/{id}', { path: { id } }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    try {
      await create.mutateAsync(form);
      setForm({ ...form, email: '', stripe_customer: '' });
      showSnackbar({ text: t('prepaid.created'), type: 'success' });
    } catch (error) {
      setFormError(errorText(error, t('error')));
    }
  };

  const confirmDelete = async () => {
    if (!confirm) return;
    try {
      await remove.mutateAsync(confirm.id);
      showSnackbar({ text: t('prepaid.deleted'), type: 'success' });
    } catch (error) {
      showSnackbar({ text: errorText(error, t('error')), type: 'error' });
    }
    setConfirm(null);
  };

  const field = fieldBinders(form, setForm);
  const total = list.data?.total ?? 0;

  return (
    <Page title={t('prepaid.title')} subtitle={t('prepaid.subtitle')}>
      <AdminMenu />
      <form
        onSubmit={submit}
        aria-label={t('prepaid.create')}
        style={{ display: 'grid', gap: 8, maxWidth: 480 }}
      >
        <Input label={t('prepaid.email')} type="email" required {...field.text('email')} />
        <Input
          label={t('prepaid.stripeCustomer')}
          required
          placeholder="cus_…"
          {...field.text('stripe_customer')}
        />
        <Select label={t('prepaid.currency')} options={options(currencies)} {...field.text('currency')} />
        <Select label={t('prepaid.tier')} options={options(tiers, words.tier)} {...field.text('tier')} />
        <Select
          label={t('prepaid.interval')}
          options={options(intervals, words.interval)}
          {...field.text('interval')}
        />
        {formError ? <p role="alert">{formError}</p> : null}
        <Button type="submit" disabled={create.isPending}>
          {t('prepaid.create')}
        </Button>
      </form>

      <ListStates
        list={list}
        total={total}
        empty={{ title: t('prepaid.emptyTitle'), description: t('prepaid.emptyDescription') }}
      >
        <p>{t('prepaid.count', { count: total })}</p>
        <PrepaidTable items={list.data?.items ?? []} onDelete={setConfirm} />
        <Pager offset={offset} pageSize={prepaidPageSize} total={total} onOffset={setOffset} />
      </ListStates>

      <ConfirmDeletePrepaid
        confirm={confirm}
        setConfirm={setConfirm}
        confirmDelete={confirmDelete}
        deleting={remove.isPending}
      />
    </Page>
  );
}

/** One page of prepaid customers, each with its workspace once used, and Delete. */
function PrepaidTable({
  items,
  onDelete,
}: {
  items: PrepaidCustomer[];
  onDelete: (item: PrepaidCustomer) => void;
}) {
  const words = usePlanWords();
  const t = useT('adminOps');
  return (
    <table aria-label={t('prepaid.title')}>
      <TableHead
        columns={[
          'prepaid.email',
          'prepaid.stripeCustomer',
          'prepaid.tier',
          'prepaid.interval',
          'prepaid.currency',
          'prepaid.brand',
          'prepaid.workspace',
          '',
        ]}
        label={t}
      />
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>{item.email}</td>
            <td>{item.stripe_customer}</td>
            <td>{words.tier(item.tier)}</td>
            <td>{words.interval(item.interval)}</td>
            <td>{item.currency}</td>
            <td>{item.brand}</td>
            <td>
              {item.space_id ? (
                <a href={`/admin/customers/${item.space_id}`}>{item.space_id}</a>
              ) : (
                t('prepaid.notUsed')
              )}
            </td>
            <td>
              <Button variant="secondary" onClick={() => onDelete(item)}>
                {t('delete')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Delete this prepaid customer?" */
function ConfirmDeletePrepaid({
  confirm,
  setConfirm,
  confirmDelete,
  deleting,
}: {
  confirm: PrepaidCustomer | null;
  setConfirm: (item: PrepaidCustomer | null) => void;
  confirmDelete: () => void;
  deleting: boolean;
}) {
  const t = useT('adminOps');
  return (
    <ConfirmDialog
      open={confirm !== null}
      onClose={() => setConfirm(null)}
      title={t('prepaid.confirmTitle')}
      cancelLabel={t('cancel')}
      confirmLabel={t('delete')}
      confirm={{ onClick: confirmDelete, disabled: deleting }}
    >
      <p>{t('prepaid.confirmText', { email: confirm?.email ?? '' })}</p>
    </ConfirmDialog>
  );
}
