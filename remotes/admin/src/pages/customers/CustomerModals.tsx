import { Button, Input, Modal } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { useStripeCustomers } from './customers-api';

/** A customer action: runs, then says it is done or why it failed; true when it succeeded. */
export type Act = (run: () => Promise<unknown>, done: string) => Promise<boolean>;

/** What every customer modal takes: whether it is open, the workspace, how to close and to act. */
interface CustomerModalProps {
  open: boolean;
  id: string;
  onClose: () => void;
  act: Act;
}

/** PUT /space/admin/{id}/manual_credits: a grant (or, negative, a correction) with a comment. */
export function CreditsModal({ open, id, onClose, act }: CustomerModalProps) {
  const t = useT('adminCustomers');
  const [credits, setCredits] = useState('');
  const [comment, setComment] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await act(
      () =>
        api.PUT('/space/admin/{id}/manual_credits', {
          path: { id },
          body: { credits: Number(credits), comment },
        }),
      t('actions.done.credits'),
    );
    if (ok) {
      setCredits('');
      setComment('');
      onClose();
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={t('actions.credits')}>
      <form onSubmit={submit} aria-label={t('actions.credits')} style={{ display: 'grid', gap: 8 }}>
        <Input
          label={t('credits.amount')}
          hint={t('credits.hint')}
          type="number"
          step={1}
          required
          value={credits}
          onChange={(event) => setCredits(event.target.value)}
        />
        <Input
          label={t('credits.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <Button type="submit">{t('credits.grant')}</Button>
      </form>
    </Modal>
  );
}

/** POST /admin/customers/link_stripe, with GET /admin/stripe/customers/fetch to find the customer. */
export function StripeModal({ open, id, onClose, act }: CustomerModalProps) {
  const t = useT('adminCustomers');
  const [q, setQ] = useState('');
  const [customer, setCustomer] = useState('');
  const found = useStripeCustomers(q);
  const link = async (stripeCustomer: string) => {
    const ok = await act(
      () =>
        api.POST('/admin/customers/link_stripe', { body: { space_id: id, stripe_customer: stripeCustomer } }),
      t('actions.done.linkStripe'),
    );
    if (ok) onClose();
  };
  return (
    <Modal open={open} onClose={onClose} title={t('actions.linkStripe')}>
      <div style={{ display: 'grid', gap: 8 }}>
        <Input label={t('stripe.search')} value={q} onChange={(event) => setQ(event.target.value)} />
        <ul aria-label={t('stripe.results')}>
          {found.data?.map((entry) => (
            <li key={entry.id}>
              <Button variant="secondary" onClick={() => void link(entry.id)}>
                {`${entry.id} ${entry.email ?? ''} ${entry.name ?? ''}`.trim()}
              </Button>
            </li>
          ))}
        </ul>
        <form
          aria-label={t('stripe.byId')}
          onSubmit={(event) => {
            event.preventDefault();
            void link(customer.trim());
          }}
          style={{ display: 'flex', gap: 8, alignItems: 'end' }}
        >
          <Input
            label={t('stripe.customerId')}
            placeholder="cus_…"
            required
            value={customer}
            onChange={(event) => setCustomer(event.target.value)}
          />
          <Button type="submit">{t('stripe.link')}</Button>
        </form>
      </div>
    </Modal>
  );
}
