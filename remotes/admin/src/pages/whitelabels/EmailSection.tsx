import { Button, Checkbox, Input, useBusyAction } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import { SectionFooter } from './SectionFooter';
import { useSectionForm } from './useSectionForm';
import { type EmailConfigBody, useStoreWhitelabel, type Whitelabel, whitelabelApi } from './whitelabels-api';
import { ErrorLine } from './ErrorLine';

function fromRecord(record: Whitelabel) {
  const { sender_name, sender_address, smtp } = record.email_config;
  return {
    sender_name: sender_name ?? '',
    sender_address: sender_address ?? '',
    useSmtp: smtp !== null,
    host: smtp?.host ?? '',
    port: smtp ? String(smtp.port) : '587',
    secure: smtp?.secure ?? false,
    user: smtp?.user ?? '',
    // never sent back by the API: empty keeps the stored one
    password: '',
  };
}

/**
 * Email configuration: the sender of the brand's system emails and its own SMTP server (the
 * password is write-only: empty keeps the stored one), and a test email through them.
 */
export default function EmailSection({ whitelabel }: { whitelabel: Whitelabel }) {
  const t = useT('adminWhitelabels');
  const canEdit = whitelabel.can_edit.email;
  const form = useSectionForm(whitelabel, fromRecord, canEdit);
  const { draft } = form;
  const port = Number(draft.port);
  const portInvalid = draft.useSmtp && !(Number.isInteger(port) && port > 0 && port < 65536);
  const hasPassword = whitelabel.email_config.smtp?.has_password ?? false;

  const save = () => {
    const body: EmailConfigBody = {
      sender_name: draft.sender_name.trim(),
      sender_address: draft.sender_address.trim(),
      smtp: draft.useSmtp
        ? {
            host: draft.host.trim(),
            port,
            secure: draft.secure,
            ...(draft.user.trim() ? { user: draft.user.trim() } : {}),
            ...(draft.password ? { password: draft.password } : {}),
          }
        : null,
    };
    void form.save(() => whitelabelApi.emailConfig(whitelabel.id, body));
  };

  return (
    <div className="wl-section">
      <section className="wl-card" aria-label={t('email.title')}>
        <h3>{t('email.title')}</h3>
        <Input label={t('email.senderName')} {...form.text('sender_name')} />
        <Input
          label={t('email.senderAddress')}
          type="email"
          placeholder="no-reply@example.com"
          {...form.text('sender_address')}
        />
        <Checkbox
          variant="switch"
          label={t('email.useSmtp')}
          hint={t('email.useSmtpHint')}
          {...form.toggle('useSmtp')}
        />
        {draft.useSmtp ? (
          <fieldset className="wl-card">
            <legend>{t('email.smtpTitle')}</legend>
            <div className="wl-row">
              <Input label={t('email.host')} placeholder="smtp.example.com" {...form.text('host')} />
              <Input
                label={t('email.port')}
                inputMode="numeric"
                error={portInvalid ? t('email.portInvalid') : undefined}
                {...form.text('port')}
              />
            </div>
            <Checkbox
              variant="switch"
              label={t('email.secure')}
              hint={t('email.secureHint')}
              {...form.toggle('secure')}
            />
            <Input label={t('email.user')} autoComplete="off" {...form.text('user')} />
            <Input
              label={t('email.password')}
              type="password"
              autoComplete="new-password"
              hint={hasPassword ? t('email.passwordKeep') : undefined}
              {...form.text('password')}
            />
          </fieldset>
        ) : null}
        <SectionFooter
          canEdit={canEdit}
          changed={form.changed}
          status={form}
          invalid={portInvalid || (draft.useSmtp && draft.host.trim() === '')}
          onSave={save}
        />
      </section>
      <SenderDomainCard whitelabel={whitelabel} />
      <TestEmailCard whitelabel={whitelabel} />
    </div>
  );
}

/**
 * The sender's domain (issue 23 item 4): emails that carry a secret (password resets, activations,
 * invitations) always leave through the platform's mail server, and from the brand's own address
 * only once a platform admin has verified its domain. Platform admins switch it; resellers read why.
 */
function SenderDomainCard({ whitelabel }: { whitelabel: Whitelabel }) {
  const t = useT('adminWhitelabels');
  const store = useStoreWhitelabel();
  const { busy, error, run } = useBusyAction();
  const { domain_verified, verified_domain, sender_address, sender_name } = whitelabel.email_config;
  const domain = sender_address ? sender_address.slice(sender_address.lastIndexOf('@') + 1) : null;
  const canVerify = whitelabel.can_edit.email_domain;
  const toggle = (verified: boolean) =>
    run(async () => store(await whitelabelApi.emailDomain(whitelabel.id, verified)));
  const name = sender_name || whitelabel.brand.name;
  return (
    <section className="wl-card" aria-label={t('email.domainTitle')}>
      <h3>{t('email.domainTitle')}</h3>
      <p role="status">
        {domain_verified && domain
          ? t('email.domainVerified', { domain, address: sender_address ?? '' })
          : t('email.domainNotVerified', { name })}
      </p>
      {canVerify ? (
        <Checkbox
          variant="switch"
          label={t('email.domainSwitch', { domain: domain ?? '—' })}
          hint={
            verified_domain && !domain_verified
              ? t('email.domainOther', { domain: verified_domain })
              : t('email.domainSwitchHint')
          }
          checked={domain_verified}
          disabled={busy || (!domain && !domain_verified)}
          onChange={(event) => void toggle(event.target.checked)}
        />
      ) : (
        <p className="wl-muted">{t('email.domainResellerNote')}</p>
      )}
      <ErrorLine>{error}</ErrorLine>
    </section>
  );
}

/** "Send a test email": POST /admin/emails/test through the saved configuration; the API says why it failed. */
function TestEmailCard({ whitelabel }: { whitelabel: Whitelabel }) {
  const t = useT('adminWhitelabels');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await whitelabelApi.testEmail(whitelabel.id, to.trim());
      setResult({ ok: true, text: t('email.testSent', { to: to.trim(), from: answer.from }) });
    } catch (failure) {
      setResult({ ok: false, text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="wl-card" aria-label={t('email.testTitle')}>
      <h3>{t('email.testTitle')}</h3>
      <p className="wl-muted">{t('email.testHint')}</p>
      <div className="wl-row">
        <Input
          label={t('email.testTo')}
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button variant="secondary" onClick={send} loading={busy} disabled={to.trim() === ''}>
          {t('email.testSend')}
        </Button>
      </div>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'wl-muted' : 'wl-error'}>
          {result.text}
        </p>
      ) : null}
    </section>
  );
}
