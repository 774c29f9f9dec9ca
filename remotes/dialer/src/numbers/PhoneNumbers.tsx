/**
 * The workspace's phone numbers (spec ai-telephony §2 /integrations/dialer/phone-numbers, §3 Owned
 * phone number): each number with its country, state and region, SMS support, monthly price in
 * credits, status (a suspended number says why and what to do) and forwarding number; "Get number"
 * opens the Buy Number modal (also from `?buy=1`, the panel's Get Started), and each row edits its
 * forwarding number or releases it.
 */
import { Button, EmptyState, ErrorPanel, Spinner } from '@outreach/design-system';
import { i18n, Link, useT } from '@outreach/sdk';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BuyNumberModal } from './BuyNumberModal';
import { countryName, formatPhoneNumber } from './format';
import { ensureNumbersStyles } from './numbers.styles';
import { announcePhonesChanged, type DialerPhone } from './numbers-api';
import { ForwardingDialog, ReleaseDialog } from './PhoneDialogs';
import { useOwnedPhones } from './useOwnedPhones';

/** spec platform §2: the Buy credits modal of the billing overview. */
const buyCreditsPath = '/billing/overview?showCreditsModal=true';

type Editing = { kind: 'forwarding' | 'release'; phone: DialerPhone } | null;

/** The Get number button and the modal, open while the URL says `buy=1`. */
export function useBuyModal() {
  const [params, setParams] = useSearchParams();
  const open = params.get('buy') === '1';
  const setOpen = (next: boolean) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set('buy', '1');
        else copy.delete('buy');
        return copy;
      },
      { replace: !next },
    );
  return { open, setOpen };
}

export function PhoneNumbers({ modal }: { modal: ReturnType<typeof useBuyModal> }) {
  const t = useT('dialer');
  ensureNumbersStyles();
  const list = useOwnedPhones();
  const [editing, setEditing] = useState<Editing>(null);
  const changed = () => {
    setEditing(null);
    announcePhonesChanged();
  };
  let body: ReactNode;
  if (list.status === 'loading') body = <Spinner label={t('loading')} />;
  else if (list.status === 'error') body = <ErrorPanel message={list.error} onRetry={list.reload} />;
  else if (list.phones.length === 0)
    body = (
      <EmptyState
        title={t('manage.phoneNumbers.emptyTitle')}
        description={t('manage.phoneNumbers.emptyDescription')}
        action={<Button onClick={() => modal.setOpen(true)}>{t('numbers.getNumber')}</Button>}
      />
    );
  else
    body = (
      <PhonesTable
        phones={list.phones}
        onForwarding={(phone) => setEditing({ kind: 'forwarding', phone })}
        onRelease={(phone) => setEditing({ kind: 'release', phone })}
      />
    );
  return (
    <section className="dialer-numbers" aria-label={t('manage.menu.phoneNumbers')}>
      {body}
      <BuyNumberModal
        open={modal.open}
        onClose={() => modal.setOpen(false)}
        onBought={() => {
          modal.setOpen(false);
          announcePhonesChanged();
        }}
      />
      {editing?.kind === 'forwarding' ? (
        <ForwardingDialog phone={editing.phone} onClose={() => setEditing(null)} onDone={changed} />
      ) : null}
      {editing?.kind === 'release' ? (
        <ReleaseDialog phone={editing.phone} onClose={() => setEditing(null)} onDone={changed} />
      ) : null}
    </section>
  );
}

interface PhonesTableProps {
  phones: readonly DialerPhone[];
  onForwarding: (phone: DialerPhone) => void;
  onRelease: (phone: DialerPhone) => void;
}

function PhonesTable({ phones, onForwarding, onRelease }: PhonesTableProps) {
  const t = useT('dialer');
  return (
    <table className="dialer-numbers__table">
      <thead>
        <tr>
          <th scope="col">{t('numbers.columns.number')}</th>
          <th scope="col">{t('numbers.columns.location')}</th>
          <th scope="col">{t('numbers.columns.sms')}</th>
          <th scope="col">{t('numbers.columns.price')}</th>
          <th scope="col">{t('numbers.columns.status')}</th>
          <th scope="col">{t('numbers.columns.forwarding')}</th>
          <th scope="col">
            <span className="ds-visually-hidden">{t('numbers.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {phones.map((phone) => (
          <PhoneRow key={phone.id} phone={phone} onForwarding={onForwarding} onRelease={onRelease} />
        ))}
      </tbody>
    </table>
  );
}

function PhoneRow({
  phone,
  onForwarding,
  onRelease,
}: { phone: DialerPhone } & Omit<PhonesTableProps, 'phones'>) {
  const t = useT('dialer');
  const number = formatPhoneNumber(phone.number);
  const code = phone.country.country_code;
  const place = [phone.state?.name, phone.region.name].filter(Boolean).join(', ');
  return (
    <tr data-phone-id={phone.id}>
      <td>
        <div className="dialer-numbers__number">{number}</div>
        <div className="dialer-numbers__muted">{t(`numbers.category.${phone.category}`)}</div>
      </td>
      <td>
        <div>
          {/* The ISO code as a badge: flag emoji show as letters or boxes on Windows and Linux. */}
          <span className="dialer-numbers__code" aria-hidden="true">
            {code}
          </span>{' '}
          {countryName(code, i18n.language)}
        </div>
        <div className="dialer-numbers__muted">{place}</div>
      </td>
      <td>{phone.is_sms_supported ? t('numbers.sms.yes') : t('numbers.sms.no')}</td>
      <td>{t('numbers.perMonth', { count: phone.monthly_price })}</td>
      <td>
        {phone.status === 'active' ? (
          t('numbers.status.active')
        ) : (
          <>
            <div className="dialer-numbers__status--suspended" title={phone.notice ?? undefined}>
              {t('numbers.status.suspended')}
            </div>
            <p className="dialer-numbers__note">
              {t('numbers.suspendedHelp', { count: phone.monthly_price })}{' '}
              <Link to={buyCreditsPath}>{t('numbers.buyCredits')}</Link>
            </p>
          </>
        )}
      </td>
      <td>
        {phone.number_to_redirect ? (
          phone.number_to_redirect
        ) : (
          <span className="dialer-numbers__muted">{t('numbers.noForwarding')}</span>
        )}
      </td>
      <td>
        <div className="dialer-numbers__actions">
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('numbers.forwarding.edit', { number })}
            onClick={() => onForwarding(phone)}
          >
            {t('numbers.forwarding.button')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('numbers.release.button', { number })}
            onClick={() => onRelease(phone)}
          >
            {t('numbers.release.confirm')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
