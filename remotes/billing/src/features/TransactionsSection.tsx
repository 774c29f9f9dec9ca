import { EmptyState, Spinner, TableHead } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useInvoices } from './billing-api';
import { day, money } from './money';
import { useLabel } from './labels';

/** /billing/transactions: the workspace's invoices (GET /billing/invoices). */
export function TransactionsSection() {
  const t = useT('billing');
  const label = useLabel();
  const invoices = useInvoices();
  if (invoices.isError) return <p role="alert">{invoices.error.message}</p>;
  if (!invoices.data) return <Spinner label={t('loading')} />;
  const items = invoices.data.items;
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('billing.transactions.emptyTitle')}
        description={t('billing.transactions.emptyDescription')}
      />
    );
  }
  return (
    <table className="billing-table">
      <TableHead
        columns={[
          'transactions.date',
          'transactions.number',
          'transactions.description',
          'transactions.amount',
          'transactions.status',
          'transactions.links',
        ]}
        label={t}
      />
      <tbody>
        {items.map((invoice) => (
          <tr key={invoice.id}>
            <td>{day(invoice.date)}</td>
            <td>{invoice.number ?? '—'}</td>
            <td>{invoice.description ?? '—'}</td>
            <td>{money(invoice.amount, invoice.currency)}</td>
            <td>{invoice.status ? label('statuses', invoice.status) : '—'}</td>
            <td>
              {invoice.hosted_invoice_url ? (
                <a href={invoice.hosted_invoice_url} target="_blank" rel="noreferrer">
                  {t('transactions.view')}
                </a>
              ) : null}{' '}
              {invoice.invoice_pdf ? (
                <a href={invoice.invoice_pdf} target="_blank" rel="noreferrer">
                  {t('transactions.pdf')}
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
