/** Editing a number's forwarding number (PUT /dialer/phones/{id}) and releasing it (DELETE). */
import { ConfirmDialog, Input, showNotification, useBusyAction } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import { redirectError } from './buy-form';
import { formatPhoneNumber } from './format';
import { type DialerPhone, releasePhone, updateForwarding } from './numbers-api';

interface PhoneDialogProps {
  phone: DialerPhone;
  onClose: () => void;
  /** The change is saved: the list reads the numbers again. */
  onDone: () => void;
}

/** The forwarding number: optional, numeric, 5 to 15 digits (the buy form's rule); empty removes it. */
export function ForwardingDialog({ phone, onClose, onDone }: PhoneDialogProps) {
  const t = useT('dialer');
  const [value, setValue] = useState(phone.number_to_redirect ?? '');
  const [tried, setTried] = useState(false);
  const action = useBusyAction();
  const invalid = redirectError(value);
  const save = async () => {
    setTried(true);
    if (invalid) return;
    const next = value.trim() === '' ? null : value.trim();
    const saved = await action.run(() => updateForwarding(phone.id, next));
    if (!saved) return;
    showNotification({
      type: 'success',
      title: next
        ? t('numbers.forwarding.saved', { number: formatPhoneNumber(phone.number) })
        : t('numbers.forwarding.removed', { number: formatPhoneNumber(phone.number) }),
    });
    onDone();
  };
  return (
    <ConfirmDialog
      title={t('numbers.forwarding.title', { number: formatPhoneNumber(phone.number) })}
      onClose={onClose}
      cancelLabel={t('numbers.buy.cancel')}
      confirmLabel={t('numbers.forwarding.save')}
      confirm={{ type: 'submit', form: 'dialer-forwarding', loading: action.busy }}
    >
      <form
        id="dialer-forwarding"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Input
          label={t('numbers.buy.redirect')}
          inputMode="numeric"
          placeholder={t('numbers.buy.redirectPlaceholder')}
          value={value}
          hint={t('numbers.forwarding.hint')}
          error={tried && invalid ? t(`numbers.errors.${invalid.key}`) : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {action.error ? (
          <p className="dialer-numbers__error" role="alert">
            {action.error}
          </p>
        ) : null}
      </form>
    </ConfirmDialog>
  );
}

/** Releasing gives the number back to the carrier: it stops being charged, its calls stay in the history. */
export function ReleaseDialog({ phone, onClose, onDone }: PhoneDialogProps) {
  const t = useT('dialer');
  const action = useBusyAction();
  const number = formatPhoneNumber(phone.number);
  const release = async () => {
    if (!(await action.run(() => releasePhone(phone.id)))) return;
    showNotification({ type: 'success', title: t('numbers.release.done', { number }) });
    onDone();
  };
  return (
    <ConfirmDialog
      title={t('numbers.release.title', { number })}
      onClose={onClose}
      cancelLabel={t('numbers.buy.cancel')}
      confirmLabel={t('numbers.release.confirm')}
      confirm={{ variant: 'danger', loading: action.busy, onClick: () => void release() }}
    >
      <p>{t('numbers.release.description')}</p>
      {action.error ? (
        <p className="dialer-numbers__error" role="alert">
          {action.error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
