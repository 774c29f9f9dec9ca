/**
 * The hosted pages, as Stripe hosts them: checkout (/c/pay/:id), the customer portal
 * (/p/session/:id) and invoices (/i/:id). Forms POST back here; a success redirects (303).
 */
import { Hono } from 'hono';
import { createElement } from 'react';
import {
  attachPaymentMethod,
  cardsOf,
  createCard,
  detachPaymentMethod,
  setDefaultPaymentMethod,
} from '../payment-methods';
import { retryInvoice, setCancelAtPeriodEnd } from '../renewals';
import { readCard } from '../cards';
import { payCheckoutSession } from '../checkout';
import type { Core } from '../core';
import { StripeApiError, type StripeObject } from '../store';
import { CheckoutPage } from './checkout-page';
import { originOf, pagesHeaders, pagesPolicy } from './headers';
import { invoiceDocument } from './invoice-document';
import { InvoicePage } from './invoice-page';
import { pdfDocument } from './pdf';
import { html } from './layout';
import { PortalPage } from './portal-page';

async function formOf(request: Request): Promise<Record<string, string>> {
  const body = new URLSearchParams(await request.text());
  return Object.fromEntries([...body].map(([key, value]) => [key, value]));
}

const notFoundPage = (what: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>${what} not found</h1><p>This link is not valid on the local payments server (was it created by another run?).</p></main></body></html>`;

/** The checkout page's policy: its form's 303 goes to the app's success_url. */
const checkoutPolicy = (session: StripeObject) =>
  pagesPolicy([originOf(session.success_url)].filter((origin): origin is string => origin !== null));

export function hostedPages(core: Core, options: { appName: string }) {
  const pages = new Hono();
  pages.use('*', pagesHeaders);

  pages.get('/c/pay/:id', (c) => {
    const session = core.state.checkoutSessions[c.req.param('id')];
    if (!session) return c.html(notFoundPage('Checkout session'), 404);
    c.header('Content-Security-Policy', checkoutPolicy(session));
    return c.html(html(createElement(CheckoutPage, { core, session })));
  });

  pages.post('/c/pay/:id', async (c) => {
    const session = core.state.checkoutSessions[c.req.param('id')];
    if (!session) return c.html(notFoundPage('Checkout session'), 404);
    const values = await formOf(c.req.raw);
    c.header('Content-Security-Policy', checkoutPolicy(session));
    const fail = (error: string) =>
      c.html(html(createElement(CheckoutPage, { core, session, error, values })), 402);
    if (session.status !== 'open') return fail('This checkout session is no longer open.');
    const email = (values.email ?? '').trim();
    if (!session.customer && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return fail('Your email address is invalid.');
    const read = readCard(values, new Date(core.now() * 1000));
    if ('error' in read) return fail(read.error);
    const outcome = payCheckoutSession(core, session, read.card, email || null);
    if (!outcome.ok) return fail(outcome.message);
    return c.redirect(outcome.redirect, 303);
  });

  portalRoutes(pages, core, options);
  invoiceRoutes(pages, core);
  pages.notFound((c) => c.html(notFoundPage('Page'), 404));
  return pages;
}

/** A new default card pays the customer's subscriptions that name a card, as Stripe's portal does. */
function makeDefaultCard(core: Core, customer: StripeObject, paymentMethodId: string) {
  setDefaultPaymentMethod(core, customer, paymentMethodId);
  for (const subscription of Object.values(core.state.subscriptions)) {
    if (subscription.customer === customer.id && subscription.default_payment_method) {
      subscription.default_payment_method = paymentMethodId;
    }
  }
}

/** The customer portal: cancel or resume a subscription, add, choose or remove a card. */
function portalRoutes(pages: Hono, core: Core, options: { appName: string }) {
  pages.get('/p/session/:id', (c) => {
    const session = core.state.portalSessions[c.req.param('id')];
    if (!session) return c.html(notFoundPage('Portal session'), 404);
    return c.html(html(createElement(PortalPage, { core, session, appName: options.appName })));
  });

  pages.post('/p/session/:id/subscriptions/:sub/:action', (c) => {
    const session = core.state.portalSessions[c.req.param('id')];
    const subscription = core.state.subscriptions[c.req.param('sub')];
    if (!session || !subscription || subscription.customer !== session.customer)
      return c.html(notFoundPage('Subscription'), 404);
    const action = c.req.param('action');
    if (action !== 'cancel' && action !== 'resume') return c.html(notFoundPage('Action'), 404);
    setCancelAtPeriodEnd(core, subscription, action === 'cancel');
    return c.redirect(`/p/session/${session.id}`, 303);
  });

  pages.post('/p/session/:id/payment_methods/:pm/:action', (c) => {
    const session = core.state.portalSessions[c.req.param('id')];
    const paymentMethod = core.state.paymentMethods[c.req.param('pm')];
    if (!session || !paymentMethod || paymentMethod.customer !== session.customer)
      return c.html(notFoundPage('Card'), 404);
    const customer = core.state.customers[session.customer] as StripeObject;
    const action = c.req.param('action');
    if (action === 'default') {
      makeDefaultCard(core, customer, paymentMethod.id);
      core.save();
    } else if (action === 'remove') {
      detachPaymentMethod(core, paymentMethod);
      const next = cardsOf(core, customer.id)[0];
      if (!customer.invoice_settings.default_payment_method && next)
        setDefaultPaymentMethod(core, customer, next.id);
    } else {
      return c.html(notFoundPage('Action'), 404);
    }
    return c.redirect(`/p/session/${session.id}`, 303);
  });

  pages.post('/p/session/:id/payment_methods', async (c) => {
    const session = core.state.portalSessions[c.req.param('id')];
    if (!session) return c.html(notFoundPage('Portal session'), 404);
    const values = await formOf(c.req.raw);
    const fail = (error: string) =>
      c.html(html(createElement(PortalPage, { core, session, appName: options.appName, error })), 402);
    const read = readCard(values, new Date(core.now() * 1000));
    if ('error' in read) return fail(read.error);
    const customer = core.state.customers[session.customer] as StripeObject;
    try {
      const paymentMethod = createCard(core, { ...read.card, email: customer.email });
      attachPaymentMethod(core, paymentMethod, customer);
      makeDefaultCard(core, customer, paymentMethod.id);
    } catch (error) {
      if (error instanceof StripeApiError) return fail(error.message);
      throw error;
    }
    // A new card pays what is overdue, as Stripe retries open invoices on a new default card.
    for (const invoice of Object.values(core.state.invoices)) {
      if (invoice.customer === customer.id && invoice.status === 'open') retryInvoice(core, invoice);
    }
    return c.redirect(`/p/session/${session.id}`, 303);
  });
}

/** An invoice as a page and as a PDF. */
function invoiceRoutes(pages: Hono, core: Core) {
  pages.get('/i/:id', (c) => {
    const invoice = core.state.invoices[c.req.param('id')];
    if (!invoice) return c.html(notFoundPage('Invoice'), 404);
    return c.html(html(createElement(InvoicePage, { document: invoiceDocument(core, invoice) })));
  });
  // A PDF, as Stripe's invoice_pdf is (issue 26 item 18), with what the page says.
  pages.get('/i/:id/pdf', (c) => {
    const invoice = core.state.invoices[c.req.param('id')];
    if (!invoice) return c.html(notFoundPage('Invoice'), 404);
    const document = invoiceDocument(core, invoice);
    const pdf = pdfDocument([
      { text: document.heading, size: 18, bold: true },
      { text: document.meta, size: 10 },
      { text: 'Test payments: no money moved.', size: 9 },
      { text: '' },
      ...document.lines.flatMap((line) => [
        {
          text: `${line.description}${line.quantity === null ? '' : ` × ${line.quantity}`}`,
          right: line.amount,
        },
        { text: line.period, size: 9 },
      ]),
      { text: '' },
      ...document.totals.map((row) => ({ text: row.label, right: row.amount, bold: row.label === 'Total' })),
    ]);
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${(invoice.number ?? invoice.id).replace(/[^\w-]/g, '')}.pdf"`,
    });
  });
}
