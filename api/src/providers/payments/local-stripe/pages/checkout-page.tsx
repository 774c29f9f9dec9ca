/** The hosted checkout page (GET /c/pay/:sessionId): what is bought, the email, the card form. */
import { sessionAmounts, sessionCoupons } from '../checkout';
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

type Item = ReturnType<typeof sessionAmounts>[number] & { name: string };

function ItemRow({ item }: { item: Item }) {
  return (
    <tr>
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
  );
}

/** What is bought and what it costs today. */
interface Summary {
  items: Item[];
  subtotal: number;
  discount: number;
  total: number;
  coupon: StripeObject | undefined;
  currency: string;
}

/** The subtotal and the coupon's line, shown when a discount applies. */
function DiscountRows({ subtotal, discount, coupon, currency, items }: Summary) {
  return (
    <>
      <tr>
        <td>Subtotal</td>
        <td>{formatAmount(subtotal, currency)}</td>
      </tr>
      <tr data-discount="">
        <td>
          {coupon?.name ?? coupon?.id ?? 'Discount'}
          <div className="muted">
            {coupon?.percent_off ? `${coupon.percent_off}% off` : 'Discount'}
            {coupon?.duration === 'once' && items[0]?.price.recurring ? ', first period' : ''}
          </div>
        </td>
        <td>{formatAmount(-discount, currency)}</td>
      </tr>
    </>
  );
}

/** The heading, the amount (and what a first-period discount turns into), and the table of items. */
function OrderSummary(summary: Summary) {
  const { items, subtotal, discount, total, coupon, currency } = summary;
  const first = items[0];
  const firstPeriodOnly = discount > 0 && coupon?.duration === 'once';
  return (
    <>
      <h1>{first ? (items.length === 1 ? first.name : `${items.length} items`) : 'Payment'}</h1>
      <p className="amount">
        {formatAmount(total, currency)}
        {first?.price.recurring && !firstPeriodOnly ? (
          <span className="muted"> {every(first.price)}</span>
        ) : null}
      </p>
      {firstPeriodOnly && first?.price.recurring ? (
        <p className="muted">
          Then {formatAmount(subtotal, currency)} {every(first.price)}
        </p>
      ) : null}
      <table>
        <tbody>
          {items.map((item) => (
            <ItemRow key={item.price.id} item={item} />
          ))}
          {discount > 0 ? <DiscountRows {...summary} /> : null}
          <tr>
            <th>Total due today</th>
            <th>{formatAmount(total, currency)}</th>
          </tr>
        </tbody>
      </table>
    </>
  );
}

/** The card form, or why the session takes no payment any more. */
function PaySection({
  session,
  email,
  action,
  error,
  values,
}: {
  session: StripeObject;
  email: string;
  action: string;
  error?: string;
  values?: Record<string, string>;
}) {
  if (session.status !== 'open') {
    return (
      <p role="alert">
        This checkout session is {session.status === 'complete' ? 'already paid' : 'no longer open'}.
      </p>
    );
  }
  return (
    <form method="post" action={`/c/pay/${session.id}`}>
      <h2>{session.mode === 'setup' ? 'Card details' : 'Pay with card'}</h2>
      <label htmlFor="email">Email</label>
      <input id="email" name="email" type="email" autoComplete="email" defaultValue={email} required />
      <CardFields values={values} />
      {error ? <p role="alert">{error}</p> : null}
      <button className="primary" type="submit">
        {action}
      </button>
    </form>
  );
}

export function CheckoutPage({ core, session, error, values }: Props) {
  const customer = session.customer ? core.state.customers[session.customer] : undefined;
  const email = values?.email ?? customer?.email ?? session.customer_email ?? '';
  const items = sessionAmounts(core, session).map((line) => ({
    ...line,
    name: core.state.products[line.price.product]?.name ?? 'Item',
  }));
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const discount = session.total_details?.amount_discount ?? 0;
  const summary: Summary = {
    items,
    subtotal,
    discount,
    total: subtotal - discount,
    coupon: sessionCoupons(core, session)[0],
    currency: session.currency ?? 'usd',
  };
  const action =
    session.mode === 'subscription' ? 'Subscribe' : session.mode === 'setup' ? 'Save card' : 'Pay';
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
            <OrderSummary {...summary} />
          )}
        </section>
        <section className="panel">
          <PaySection session={session} email={email} action={action} error={error} values={values} />
        </section>
      </main>
    </Page>
  );
}
