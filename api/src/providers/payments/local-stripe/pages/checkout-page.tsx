/** The hosted checkout page (GET /c/pay/:sessionId): what is bought, the email, the card form. */
import type { Core } from '../core';
import { formatAmount } from '../objects';
import type { StripeObject } from '../store';
import { CardFields, Page, TestBanner } from './layout';

interface Props {
  core: Core;
  session: StripeObject;
  error?: string;
  values?: Record<string, string>;
}

function every(price: StripeObject): string {
  const recurring = price.recurring;
  if (!recurring) return '';
  const count = recurring.interval_count ?? 1;
  return count === 1 ? `per ${recurring.interval}` : `every ${count} ${recurring.interval}s`;
}

export function CheckoutPage({ core, session, error, values }: Props) {
  const lines = core.state.internal.sessionLines[session.id] ?? [];
  const customer = session.customer ? core.state.customers[session.customer] : undefined;
  const email = values?.email ?? customer?.email ?? session.customer_email ?? '';
  const items = lines.map((line) => {
    const price = core.state.prices[line.price] ?? {};
    const name = core.state.products[price.product]?.name ?? 'Item';
    return { name, price, quantity: line.quantity, amount: (price.unit_amount ?? 0) * line.quantity };
  });
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  const first = items[0];
  const action =
    session.mode === 'subscription' ? 'Subscribe' : session.mode === 'setup' ? 'Save card' : 'Pay';
  const closed = session.status !== 'open';
  return (
    <Page title={`${action} — test mode`}>
      <main className="split">
        <section>
          <TestBanner />
          {session.cancel_url ? (
            <p>
              <a href={session.cancel_url}>← Back</a>
            </p>
          ) : null}
          {session.mode === 'setup' ? (
            <>
              <h1>Save a card</h1>
              <p className="muted">It becomes the default card for future payments.</p>
            </>
          ) : (
            <>
              <h1>{first ? (items.length === 1 ? first.name : `${items.length} items`) : 'Payment'}</h1>
              <p className="amount">
                {formatAmount(total, session.currency ?? 'usd')}
                {first?.price.recurring ? <span className="muted"> {every(first.price)}</span> : null}
              </p>
              <table>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.price.id}>
                      <td>
                        {item.name}
                        {item.quantity > 1 ? ` × ${item.quantity}` : ''}
                        <div className="muted">
                          {item.price.recurring
                            ? `Billed ${item.price.recurring.interval === 'year' ? 'yearly' : 'monthly'}`
                            : 'One-time'}
                        </div>
                      </td>
                      <td>{formatAmount(item.amount, item.price.currency ?? 'usd')}</td>
                    </tr>
                  ))}
                  <tr>
                    <th>Total due today</th>
                    <th>{formatAmount(total, session.currency ?? 'usd')}</th>
                  </tr>
                </tbody>
              </table>
            </>
          )}
        </section>
        <section className="panel">
          {closed ? (
            <p role="alert">
              This checkout session is {session.status === 'complete' ? 'already paid' : 'no longer open'}.
            </p>
          ) : (
            <form method="post" action={`/c/pay/${session.id}`}>
              <h2>{session.mode === 'setup' ? 'Card details' : 'Pay with card'}</h2>
              <label htmlFor="email">Email</label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={email}
                required
              />
              <CardFields values={values} />
              {error ? <p role="alert">{error}</p> : null}
              <button className="primary" type="submit">
                {action}
              </button>
            </form>
          )}
        </section>
      </main>
    </Page>
  );
}
