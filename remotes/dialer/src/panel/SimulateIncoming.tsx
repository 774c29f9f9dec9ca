/**
 * The sandbox's way to receive a call (issue 27): someone "calls" one of the member's numbers from
 * the number typed here; the API routes it (refused, forwarded, or ringing this panel).
 */
import { Button, Input, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import type { DialerPhone } from '../calls/dialer-api';
import { simulateIncoming } from '../calls/incoming-api';

/** A caller the sandbox makes up (a US number of the 555 fiction range). */
const SAMPLE_CALLER = '+14155550123';

export function SimulateIncoming({ phones }: { phones: readonly DialerPhone[] }) {
  const t = useT('dialer');
  const [phoneId, setPhoneId] = useState(phones[0]?.id ?? '');
  const [from, setFrom] = useState(SAMPLE_CALLER);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  const simulate = async () => {
    const phone = phones.find((candidate) => candidate.id === phoneId) ?? phones[0];
    if (!phone) return;
    setBusy(true);
    setNote(null);
    try {
      const result = await simulateIncoming(phone.id, from);
      if (result.route === 'forwarded')
        setNote({ text: t('incoming.forwarded', { number: result.forwarded_to ?? '' }), error: false });
      else if (result.route === 'refused') setNote({ text: t('incoming.refused'), error: false });
    } catch (failure) {
      setNote({ text: (failure as Error).message, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="dialer-panel__simulate">
      <summary>{t('incoming.simulate')}</summary>
      {phones.length > 1 ? (
        <Select
          label={t('incoming.number')}
          value={phoneId}
          options={phones.map((phone) => ({ value: phone.id, label: phone.number }))}
          onChange={(event) => setPhoneId(event.target.value)}
        />
      ) : null}
      <Input
        label={t('incoming.caller')}
        inputMode="tel"
        autoComplete="off"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <Button variant="secondary" onClick={() => void simulate()} disabled={busy}>
        {t('incoming.ring')}
      </Button>
      {note ? (
        <p
          className={note.error ? 'dialer-panel__error' : 'dialer-panel__note'}
          role={note.error ? 'alert' : 'status'}
        >
          {note.text}
        </p>
      ) : null}
    </details>
  );
}
