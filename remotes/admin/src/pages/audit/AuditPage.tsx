import { ListStates } from '../customers/ListStates';
import { Button, Input, Page, TableHead } from '@outreach/design-system';
import { formatDateTime, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { AdminMenu } from '../AdminMenu';
import { type AuditEntry, auditPageSize, useAudit } from '../customers/customers-api';
import { Pager } from '../customers/Pager';
import { fieldBinders } from '../form-fields';

const fields = ['action', 'target_type', 'target_id', 'actor', 'from', 'to'] as const;
type Field = (typeof fields)[number];

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** The changed keys of an entry, each with its value before and after. */
function Diff({ entry }: { entry: AuditEntry }) {
  const t = useT('adminCustomers');
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (entry.changed_keys.length === 0) return <span>{t('audit.noChange')}</span>;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {entry.changed_keys.map((key) => (
        <li key={key}>
          <code>{key}</code>: {show(before[key])} → {show(after[key])}
        </li>
      ))}
    </ul>
  );
}

/** /admin/audit: who did what, when, with the changed keys before and after; filters; 25 a page. */
export default function AuditPage() {
  const t = useT('adminCustomers');
  const [form, setForm] = useState<Record<Field, string>>({
    action: '',
    target_type: '',
    target_id: '',
    actor: '',
    from: '',
    to: '',
  });
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [offset, setOffset] = useState(0);
  const list = useAudit({ ...applied, offset });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOffset(0);
    setApplied(Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== '')));
  };
  const total = list.data?.total ?? 0;
  const bind = fieldBinders(form, setForm);

  return (
    <Page title={t('audit.title')} subtitle={t('audit.subtitle')}>
      <AdminMenu />
      <form
        onSubmit={submit}
        aria-label={t('audit.filters')}
        style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}
      >
        {fields.map((field) => (
          <Input
            key={field}
            label={t(`audit.fields.${field}`)}
            type={field === 'from' || field === 'to' ? 'date' : 'text'}
            {...bind.text(field)}
          />
        ))}
        <Button type="submit">{t('filters.search')}</Button>
      </form>
      <ListStates
        list={list}
        total={total}
        empty={{ title: t('audit.emptyTitle'), description: t('audit.emptyDescription') }}
      >
        <p>{t('audit.total', { count: total })}</p>
        <table aria-label={t('audit.title')}>
          <TableHead
            columns={['audit.when', 'audit.who', 'audit.what', 'audit.target', 'audit.changes']}
            label={t}
          />
          <tbody>
            {list.data?.items.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td>{entry.actor_email}</td>
                <td>{entry.action}</td>
                <td>
                  {entry.target_type} {entry.target_id}
                  {entry.brand ? ` (${entry.brand})` : ''}
                </td>
                <td>
                  <Diff entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager offset={offset} pageSize={auditPageSize} total={total} onOffset={setOffset} />
      </ListStates>
    </Page>
  );
}
