/** The hosted invoice page (hosted_invoice_url; invoice_pdf shows the same page). */
import { formatAmount } from '../objects';
import type { StripeObject } from '../store';
import { formatDate, Page, TestBanner } from './layout';

export function InvoicePage({
  invoice,
  customer,
}: {
  invoice: StripeObject;
  customer: StripeObject | undefined;
}) {
  const status =
    invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Due' : String(invoice.status);
  return (
    <Page title={`Invoice ${invoice.number ?? invoice.id}`}>
      <main>
        <section className="panel">
          <TestBanner />
          <h1>Invoice {invoice.number}</h1>
          <p className="muted">
            {formatDate(invoice.created)} · {status}
            {customer?.email ? ` · Billed to ${customer.email}` : ''}
          </p>
          <p className="amount">{formatAmount(invoice.total, invoice.currency)}</p>
          <table>
            <thead>
              <tr>
                <th>Description</th>
                <th>Qty</th>
                <th>Amount</th>
              </tr>
            </thead>
            <tbody>
              {(invoice.lines?.data ?? []).map((line: StripeObject) => (
                <tr key={line.id}>
                  <td>
                    {line.description}
                    <div className="muted">
                      {formatDate(line.period.start)} – {formatDate(line.period.end)}
                    </div>
                  </td>
                  <td>{line.quantity}</td>
                  <td>{formatAmount(line.amount, invoice.currency)}</td>
                </tr>
              ))}
              <tr>
                <th colSpan={2}>Total</th>
                <th>{formatAmount(invoice.total, invoice.currency)}</th>
              </tr>
              <tr>
                <th colSpan={2}>Amount paid</th>
                <th>{formatAmount(invoice.amount_paid, invoice.currency)}</th>
              </tr>
            </tbody>
          </table>
        </section>
      </main>
    </Page>
  );
}
