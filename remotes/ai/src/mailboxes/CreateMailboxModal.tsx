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

/** What is wrong with the form, as keys of mailboxes.create (checked before the API is asked). */
export interface MailboxProblems {
  domain?: 'domainRequired' | 'domainFull';
  name?: 'nameRequired' | 'duplicate';
  fromName?: 'fromNameRequired';
}

const usedOn = (list: MailboxList, domainId: string) =>
  list.mailboxes.filter((mailbox) => mailbox.domain_id === domainId).length;

/** spec §5: a ready domain with room (3 per domain), a name not taken on it, a sender name. */
export function mailboxProblems(
  input: { domain: SendingDomain | undefined; local: string; fromName: string },
  list: MailboxList,
): MailboxProblems {
  const { domain, local, fromName } = input;
  const found: MailboxProblems = {};
  if (!domain) found.domain = 'domainRequired';
  else if (usedOn(list, domain.id) >= list.per_domain) found.domain = 'domainFull';
  if (!local) found.name = 'nameRequired';
  else if (domain && list.mailboxes.some((mailbox) => mailbox.address === `${local}@${domain.name}`))
    found.name = 'duplicate';
  if (!fromName.trim()) found.fromName = 'fromNameRequired';
  return found;
}

/** The API's 402 for slots starts with the §8 words. */
const noSlotsPrefix = 'Not enough mailbox slots';

export function CreateMailboxModal({ open, onClose, domains, list, onCreated }: CreateMailboxModalProps) {
  const t = useT('ai');
  const ready = domains.filter((domain) => domain.status === 'ready');
  const hasRoom = (id: string) => usedOn(list, id) < list.per_domain;
  const [domainId, setDomainId] = useState(() => ready.find((domain) => hasRoom(domain.id))?.id ?? '');
  const [name, setName] = useState('');
  const [fromName, setFromName] = useState('');
  const [errors, setErrors] = useState<MailboxProblems>({});
  const [slotsRefusal, setSlotsRefusal] = useState<string | null>(null);
  const action = useBusyAction();
  const domain = ready.find((candidate) => candidate.id === domainId);
  const local = name.trim().toLowerCase();
  const noSlots = slotsRunOut(list.slots) || slotsRefusal !== null;
  const problem = (key: MailboxProblems[keyof MailboxProblems]) =>
    key ? t(`mailboxes.create.${key}`, { count: list.per_domain }) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = mailboxProblems({ domain, local, fromName }, list);
    setErrors(found);
    if (found.domain || found.name || found.fromName || !domain) return;
    const created = await action.run(() =>
      createMailbox({ domain_id: domain.id, local_part: local, from_name: fromName.trim() }).catch(
        (failure: unknown) => {
          if (
            failure instanceof ApiError &&
            failure.status === 402 &&
            failure.message.startsWith(noSlotsPrefix)
          )
            setSlotsRefusal(failure.message);
          throw failure;
        },
      ),
    );
    if (!created) return;
    showNotification({
      type: 'success',
      title: t('mailboxes.create.created', { address: `${local}@${domain.name}` }),
    });
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
        <NoReadyDomain anyDomain={domains.length > 0} />
      ) : (
        <form id="ai-create-mailbox" className="ai-mail__form" noValidate onSubmit={submit}>
          {noSlots ? <SlotsWarning slots={list.slots} message={slotsRefusal ?? undefined} /> : null}
          <Select
            label={t('mailboxes.create.domain')}
            options={options}
            value={domainId}
            placeholder={t('mailboxes.create.domainPlaceholder')}
            error={problem(errors.domain)}
            hint={t('mailboxes.create.perDomain', { count: list.per_domain })}
            onChange={(event) => setDomainId(event.target.value)}
          />
          <Input
            label={t('mailboxes.create.name')}
            placeholder={t('mailboxes.create.namePlaceholder')}
            autoComplete="off"
            value={name}
            error={problem(errors.name)}
            hint={
              domain
                ? t('mailboxes.create.address', {
                    address: `${local || '…'}@${domain.name}`,
                  })
                : undefined
            }
            onChange={(event) => setName(event.target.value)}
          />
          <Input
            label={t('mailboxes.create.fromName')}
            placeholder={t('mailboxes.create.fromNamePlaceholder')}
            value={fromName}
            error={problem(errors.fromName)}
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

/** Mailboxes live on a ready domain of the workspace's own: the way to the domains tab. */
function NoReadyDomain({ anyDomain }: { anyDomain: boolean }) {
  const t = useT('ai');
  return (
    <div className="ai-mail__form">
      <p>{anyDomain ? t('mailboxes.create.noReadyDomain') : t('mailboxes.create.noDomain')}</p>
      <p>
        <Link to="/mailboxes/domains">{t('mailboxes.create.toDomains')}</Link>
      </p>
    </div>
  );
}
