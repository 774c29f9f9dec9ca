import { Button, Checkbox, Input, Select, failureText } from '@outreach/design-system';
import { useSession, useT, api } from '@outreach/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { billingKeys, type CreditPack, type CreditsSettings, useCreditsSettings } from './billing-api';
import { count, money } from './money';

/** A whole number typed in a field, or null when it is empty or not one. */
function wholeNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/** The auto top-up as the form edits it: below which balance, which pack, at most how many a month. */
interface TopupDraft {
  enabled: boolean;
  threshold: string;
  priceId: string;
  maxPerMonth: string;
}

/**
 * Credits settings for workspace admins (issue 13): auto top-up (PUT /billing/credits/auto_topup)
 * and a monthly cap per member (PUT /billing/credits/member_caps/{user_id}).
 */
export function CreditsSettingsCard({ packs }: { packs: CreditPack[] }) {
  const t = useT('billing');
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  const settings = useCreditsSettings(true);
  const [topup, setTopup] = useState<TopupDraft>({
    enabled: false,
    threshold: '',
    priceId: '',
    maxPerMonth: '',
  });
  const [caps, setCaps] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const data = settings.data;
  useEffect(() => {
    if (!data) return;
    setTopup({
      enabled: data.auto_topup.enabled,
      threshold: String(data.auto_topup.threshold),
      priceId: data.auto_topup.price_id ?? '',
      maxPerMonth: String(data.auto_topup.max_per_month),
    });
    setCaps(
      Object.fromEntries(
        data.member_caps.map((cap) => [cap.user_id, cap.monthly_cap === null ? '' : String(cap.monthly_cap)]),
      ),
    );
  }, [data]);

  const save = async (run: () => Promise<CreditsSettings>) => {
    setBusy(true);
    setMessage(null);
    try {
      queryClient.setQueryData(billingKeys.credits(space), await run());
      setMessage({ tone: 'ok', text: t('credits.saved') });
    } catch (failure) {
      setMessage({ tone: 'error', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  };

  const saveTopup = () => {
    const body = {
      enabled: topup.enabled,
      threshold: wholeNumber(topup.threshold),
      price_id: topup.priceId || null,
      max_per_month: wholeNumber(topup.maxPerMonth),
    };
    if (topup.enabled && (body.threshold === null || body.max_per_month === null || !body.price_id)) {
      setMessage({ tone: 'error', text: t('credits.topupIncomplete') });
      return;
    }
    void save(() =>
      api.PUT('/billing/credits/auto_topup', {
        body: { ...body, threshold: body.threshold ?? 0, max_per_month: body.max_per_month ?? 0 },
      }),
    );
  };

  const saveCap = (userId: string) => {
    const text = caps[userId] ?? '';
    const cap = wholeNumber(text);
    if (text.trim() !== '' && cap === null) {
      setMessage({ tone: 'error', text: t('credits.capInvalid') });
      return;
    }
    void save(() =>
      api.PUT('/billing/credits/member_caps/{user_id}', {
        path: { user_id: userId },
        body: { monthly_cap: cap },
      }),
    );
  };

  return (
    <section className="billing-card" aria-labelledby="billing-credits-settings">
      <h3 id="billing-credits-settings">{t('credits.settingsTitle')}</h3>
      {settings.isError ? <p className="billing-muted">{settings.error.message}</p> : null}
      {data ? (
        <>
          <p className="billing-muted">{t('credits.usedThisMonth', { count: data.used_this_month })}</p>
          <Checkbox
            variant="switch"
            label={t('credits.autoTopup')}
            checked={topup.enabled}
            onChange={(event) => setTopup({ ...topup, enabled: event.target.checked })}
          />
          <TopupFields packs={packs} draft={topup} onChange={setTopup} busy={busy} saveTopup={saveTopup} />
          <h4>{t('credits.memberCaps')}</h4>
          <MemberCaps
            members={data.member_caps}
            caps={caps}
            setCaps={setCaps}
            busy={busy}
            saveCap={saveCap}
          />
          {message ? (
            <p
              role={message.tone === 'error' ? 'alert' : 'status'}
              className={message.tone === 'error' ? 'billing-notice billing-notice--danger' : 'billing-muted'}
            >
              {message.text}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** Each member's monthly cap of credits, saved one at a time. */
function MemberCaps({
  members,
  caps,
  setCaps,
  busy,
  saveCap,
}: {
  members: CreditsSettings['member_caps'];
  caps: Record<string, string>;
  setCaps: Dispatch<SetStateAction<Record<string, string>>>;
  busy: boolean;
  saveCap: (userId: string) => void;
}) {
  const t = useT('billing');
  return (
    <ul className="billing-list">
      {members.map((member) => (
        <li key={member.user_id}>
          <Input
            label={t('credits.capOf', { name: member.full_name })}
            hint={t('credits.capHint', { count: member.used_this_month })}
            inputMode="numeric"
            value={caps[member.user_id] ?? ''}
            onChange={(event) => setCaps((current) => ({ ...current, [member.user_id]: event.target.value }))}
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => saveCap(member.user_id)}
            aria-label={t('credits.saveCapOf', { name: member.full_name })}
          >
            {t('save')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The auto top-up: below which balance, which pack, at most how many a month. */
function TopupFields({
  packs,
  draft,
  onChange,
  busy,
  saveTopup,
}: {
  packs: CreditPack[];
  draft: TopupDraft;
  onChange: (draft: TopupDraft) => void;
  busy: boolean;
  saveTopup: () => void;
}) {
  const t = useT('billing');
  return (
    <div className="billing-row">
      <Input
        label={t('credits.threshold')}
        inputMode="numeric"
        value={draft.threshold}
        onChange={(event) => onChange({ ...draft, threshold: event.target.value })}
      />
      <Select
        label={t('credits.topupPack')}
        placeholder={t('credits.choosePack')}
        options={packs.map((pack) => ({
          value: pack._id,
          label: `${t('credits.pack', { count: pack.credits, amount: count(pack.credits) })} · ${money(pack.price, pack.currency)}`,
        }))}
        value={draft.priceId}
        onChange={(event) => onChange({ ...draft, priceId: event.target.value })}
      />
      <Input
        label={t('credits.maxPerMonth')}
        inputMode="numeric"
        value={draft.maxPerMonth}
        onChange={(event) => onChange({ ...draft, maxPerMonth: event.target.value })}
      />
      <Button onClick={saveTopup} loading={busy}>
        {t('save')}
      </Button>
    </div>
  );
}
