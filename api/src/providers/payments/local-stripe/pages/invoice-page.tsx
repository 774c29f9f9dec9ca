/** The hosted invoice page (hosted_invoice_url); invoice_pdf is the same document as a PDF (pdf.ts). */
import type { InvoiceDocument } from './invoice-document';
import { Page, TestBanner } from './layout';

export function InvoicePage({ document }: { document: InvoiceDocument }) {
  return (
    <Page title={document.title}>
      <main>
        <section className="panel">
          <TestBanner />
          <h1>{document.heading}</h1>
          <p className="muted">{document.meta}</p>
          <p className="amount">{document.total}</p>
          <table>
            <thead>
              <tr>
                <th>Description</th>
                <th>Qty</th>
                <th>Amount</th>
              </tr>
            </thead>
            <tbody>
              {document.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for a rendered page
                <tr key={index}>
                  <td>
                    {line.description}
                    <div className="muted">{line.period}</div>
                  </td>
                  <td>{line.quantity ?? ''}</td>
                  <td>{line.amount}</td>
                </tr>
              ))}
              {document.totals.map((row) => (
                <tr key={row.label}>
                  <th colSpan={2}>{row.label}</th>
                  <th>{row.amount}</th>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </main>
    </Page>
  );
}
