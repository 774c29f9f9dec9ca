/**
 * The create-mailbox modal (issue 29; spec ai-telephony §5 "At most 3 mailboxes per domain. Mailbox
 * slots are needed before mailboxes can be created. Duplicate mailbox names are refused"): a ready
 * domain with room, the name before the @ and the sender name. The rules are checked here first and
 * the API's refusals shown as it words them; no slot left shows the §8 "Not enough mailbox slots"
 * warning with the way to more slots.
 */
import { Button, Input, Modal, Select, showNotification, useBusyAction } from '@outreach/design-system';
import { ApiError, Link, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { createMailbox, type MailboxList } from './hosted-mailboxes-api';
import type { SendingDomain } from './mailboxes-api';
import { SlotsWarning, slotsRunOut } from './SlotsWarning';

interface CreateMailboxModalProps {
  open: boolean;
  onClose: () => void;
  /** The workspace's domains (only ready ones can take mailboxes). */
  domains: readonly SendingDomain[];
  list: MailboxList;
  onCreated: () => void;
}

interface FieldErrors {
  domain?: string;
  name?: string;
  fromName?: string;
}

/** The API's 402 for slots starts with the §8 words. */
const noSlotsPrefix = 'Not enough mailbox slots';

export function CreateMailboxModal({ open, onClose, domains, list, onCreated }: CreateMailboxModalProps) {
  const t = useT('ai');
  const ready = domains.filter((domain) => domain.status === 'ready');
  const usedOn = (id: string) => list.mailboxes.filter((mailbox) => mailbox.domain_id === id).length;
  const hasRoom = (id: string) => usedOn(id) < list.per_domain;
  const [domainId, setDomainId] = useState(() => ready.find((domain) => hasRoom(domain.id))?.id ?? '');
  const [name, setName] = useState('');
  const [fromName, setFromName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [slotsRefusal, setSlotsRefusal] = useState<string | null>(null);
  const action = useBusyAction();
  const domain = ready.find((candidate) => candidate.id === domainId);
  const noSlots = slotsRunOut(list.slots) || slotsRefusal !== null;

  const validate = (): FieldErrors => {
    const local = name.trim().toLowerCase();
    const found: FieldErrors = {};
    if (!domain) found.domain = t('mailboxes.create.domainRequired');
    else if (!hasRoom(domain.id)) found.domain = t('mailboxes.create.domainFull', { count: list.per_domain });
    if (!local) found.name = t('mailboxes.create.nameRequired');
    else if (domain && list.mailboxes.some((mailbox) => mailbox.address === `${local}@${domain.name}`))
      found.name = t('mailboxes.create.duplicate');
    if (!fromName.trim()) found.fromName = t('mailboxes.create.fromNameRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.domain || found.name || found.fromName || !domain) return;
    const created = await action.run(async () => {
      try {
        await createMailbox({
          domain_id: domain.id,
          local_part: name.trim().toLowerCase(),
          from_name: fromName.trim(),
        });
      } catch (failure) {
        if (
          failure instanceof ApiError &&
          failure.status === 402 &&
          failure.message.startsWith(noSlotsPrefix)
        )
          setSlotsRefusal(failure.message);
        throw failure;
      }
    });
    if (!created) return;
    showNotification({
      type: 'success',
      title: t('mailboxes.create.created', { address: `${name.trim().toLowerCase()}@${domain.name}` }),
    });
    setName('');
    setFromName('');
    onCreated();
  };

  const options = ready.map((candidate) => ({
    value: candidate.id,
    label: hasRoom(candidate.id)
      ? candidate.name
      : t('mailboxes.create.domainFullOption', { domain: candidate.name, count: list.per_domain }),
    disabled: !hasRoom(candidate.id),
  }));

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('mailboxes.create.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('mailboxes.cancel')}
          </Button>
          {ready.length > 0 ? (
            <Button type="submit" form="ai-create-mailbox" loading={action.busy} disabled={noSlots}>
              {t('mailboxes.create.submit')}
            </Button>
          ) : null}
        </>
      }
    >
      {ready.length === 0 ? (
        <div className="ai-mail__form">
          <p>{domains.length > 0 ? t('mailboxes.create.noReadyDomain') : t('mailboxes.create.noDomain')}</p>
          <p>
            <Link to="/mailboxes/domains">{t('mailboxes.create.toDomains')}</Link>
          </p>
        </div>
      ) : (
        <form id="ai-create-mailbox" className="ai-mail__form" noValidate onSubmit={submit}>
          {noSlots ? <SlotsWarning slots={list.slots} message={slotsRefusal ?? undefined} /> : null}
          <Select
            label={t('mailboxes.create.domain')}
            options={options}
            value={domainId}
            placeholder={t('mailboxes.create.domainPlaceholder')}
            error={errors.domain}
            hint={t('mailboxes.create.perDomain', { count: list.per_domain })}
            onChange={(event) => setDomainId(event.target.value)}
          />
          <Input
            label={t('mailboxes.create.name')}
            placeholder={t('mailboxes.create.namePlaceholder')}
            autoComplete="off"
            value={name}
            error={errors.name}
            hint={
              domain
                ? t('mailboxes.create.address', {
                    address: `${name.trim().toLowerCase() || '…'}@${domain.name}`,
                  })
                : undefined
            }
            onChange={(event) => setName(event.target.value)}
          />
          <Input
            label={t('mailboxes.create.fromName')}
            placeholder={t('mailboxes.create.fromNamePlaceholder')}
            value={fromName}
            error={errors.fromName}
            onChange={(event) => setFromName(event.target.value)}
          />
          {list.price > 0 ? (
            <p className="ai-mail__muted">{t('mailboxes.create.price', { count: list.price })}</p>
          ) : null}
          {action.error && !slotsRefusal ? (
            <p className="ai-mail__error" role="alert">
              {action.error}
            </p>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
