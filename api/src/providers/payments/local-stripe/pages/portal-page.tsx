/**
 * The hosted customer portal (GET /p/session/:id): the subscription (plan, amount, renewal),
 * cancel at period end or resume, the cards (make default, remove, add), the invoices, and the
 * way back to the app. Every action is a form that POSTs and comes back here.
 */
import { cardsOf } from '../payment-methods';
import type { Core } from '../core';
import { formatAmount } from '../objects';
import type { StripeObject } from '../store';
import { CardFields, formatDate, Page, TestBanner } from './layout';

interface Props {
  core: Core;
  session: StripeObject;
  appName: string;
  error?: string;
  notice?: string;
}

/** One live subscription: its plan and price, when it renews or ends, and the button to change that. */
function SubscriptionPlan({
  core,
  subscription,
  base,
}: {
  core: Core;
  subscription: StripeObject;
  base: string;
}) {
  const item = subscription.items.data[0];
  const price = item?.price ?? {};
  const name = core.state.products[price.product]?.name ?? 'Subscription';
  const amount = (price.unit_amount ?? 0) * (item?.quantity ?? 1);
  return (
    <div>
      <p>
        <strong>{name}</strong>
        {item && item.quantity > 1 ? ` × ${item.quantity}` : ''} —{' '}
        {formatAmount(amount, price.currency ?? 'usd')} per {price.recurring?.interval ?? 'month'}
      </p>
      <p className="muted">
        {subscription.status === 'past_due'
          ? 'Payment failed: add a card to pay the open invoice.'
          : subscription.cancel_at_period_end
            ? `Cancels on ${formatDate(subscription.current_period_end)}`
            : `Renews on ${formatDate(subscription.current_period_end)}`}
      </p>
      <form
        method="post"
        action={`${base}/subscriptions/${subscription.id}/${subscription.cancel_at_period_end ? 'resume' : 'cancel'}`}
      >
        <button type="submit">{subscription.cancel_at_period_end ? 'Renew plan' : 'Cancel plan'}</button>
      </form>
    </div>
  );
}

export function PortalPage({ core, session, appName, error, notice }: Props) {
  const customer = core.state.customers[session.customer];
  const base = `/p/session/${session.id}`;
  const subscriptions = Object.values(core.state.subscriptions)
    .filter(
      (subscription) => subscription.customer === session.customer && subscription.status !== 'canceled',
    )
    .sort((a, b) => b.created - a.created);
  const cards = cardsOf(core, session.customer);
  const defaultCard = customer?.invoice_settings?.default_payment_method;
  const invoices = Object.values(core.state.invoices)
    .filter((invoice) => invoice.customer === session.customer)
    .sort((a, b) => b.created - a.created);
  // One-off payments (a credit pack, paid in Checkout or off session) are history too (issue 26 item 17).
  const invoicePayments = new Set(
    invoices.flatMap((invoice) =>
      ((invoice.payments?.data ?? []) as StripeObject[]).map((payment) => payment.payment?.payment_intent),
    ),
  );
  const payments = Object.values(core.state.paymentIntents)
    .filter(
      (intent) =>
        intent.customer === session.customer &&
        intent.status === 'succeeded' &&
        !invoicePayments.has(intent.id),
    )
    .sort((a, b) => b.created - a.created);
  return (
    <Page title="Billing — test mode">
      <main>
        <section>
          <TestBanner />
          {session.return_url ? (
            <p>
              <a href={session.return_url}>← Return to {appName}</a>
            </p>
          ) : null}
          <h1>Billing</h1>
          <p className="muted">{customer?.email}</p>
          {notice ? <p className="muted">{notice}</p> : null}
        </section>

        <section className="panel">
          <h2>Current plan</h2>
          {subscriptions.length === 0 ? <p className="muted">No subscription.</p> : null}
          {subscriptions.map((subscription) => (
            <SubscriptionPlan key={subscription.id} core={core} subscription={subscription} base={base} />
          ))}
        </section>

        <section className="panel">
          <h2>Payment methods</h2>
          <ul className="plain">
            {cards.map((card) => (
              <li key={card.id}>
                <span>
                  {card.card.brand} •••• {card.card.last4} · expires{' '}
                  {String(card.card.exp_month).padStart(2, '0')}/{card.card.exp_year}
                  {card.id === defaultCard ? ' · Default' : ''}
                </span>
                <span>
                  {card.id === defaultCard ? null : (
                    <form
                      className="inline"
                      method="post"
                      action={`${base}/payment_methods/${card.id}/default`}
                    >
                      <button type="submit">Make default</button>
                    </form>
                  )}{' '}
                  <form className="inline" method="post" action={`${base}/payment_methods/${card.id}/remove`}>
                    <button type="submit">Remove</button>
                  </form>
                </span>
              </li>
            ))}
          </ul>
          <form method="post" action={`${base}/payment_methods`}>
            <h2 style={{ marginTop: 20 }}>Add a card</h2>
            <CardFields />
            {error ? <p role="alert">{error}</p> : null}
            <button className="primary" type="submit">
              Add card
            </button>
          </form>
        </section>

        <section className="panel">
          <h2>Invoice history</h2>
          {invoices.length === 0 && payments.length === 0 ? <p className="muted">No invoices yet.</p> : null}
          <table>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{formatDate(invoice.created)}</td>
                  <td>{formatAmount(invoice.total, invoice.currency)}</td>
                  <td>
                    {invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Open' : invoice.status}
                  </td>
                  <td>
                    <a href={`/i/${invoice.id}`}>View</a>
                  </td>
                </tr>
              ))}
              {payments.map((intent) => (
                <tr key={intent.id}>
                  <td>{formatDate(intent.created)}</td>
                  <td>{formatAmount(intent.amount_received, intent.currency)}</td>
                  <td>Paid</td>
                  <td>{intent.description ?? 'Payment'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </main>
    </Page>
  );
}
