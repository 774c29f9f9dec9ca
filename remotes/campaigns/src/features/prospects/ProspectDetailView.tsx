import { Button, ErrorPanel, Input, Spinner } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { CallButton, useT, type TranslationKey, Link } from '@outreach/sdk';
import { CallCard, SmsLine } from '@outreach/sdk/call-card';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { requiredTextSchema, useInlineEdit } from '../forms/useInlineEdit';
import { LabelsManager } from '../labels/LabelsManager';
import { ProspectEditForm } from './ProspectEditForm';
import { PersonalityType } from './PersonalityType';
import { PushToCrm } from './PushToCrm';
import type { Note, ProspectDetail, ProspectMessage } from './prospects.types';
import { useProspect, useProspectActions } from './useProspects';

function NoteItem({
  note,
  onSave,
  onDelete,
}: {
  note: Note;
  onSave: (text: string) => void;
  onDelete: () => void;
}) {
  const t = useT('prospects');
  const { editing, setEditing, field, save } = useInlineEdit(note.text, onSave);
  if (editing) {
    return (
      <li>
        <form onSubmit={save}>
          <Input label={t('prospect.noteText')} {...field} />
          <Button type="submit" size="sm">
            {t('common.save')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li>
      <p>{note.text}</p>
      <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
        {t('common.edit')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete}>
        {t('common.delete')}
      </Button>
    </li>
  );
}

function Fields({ prospect }: { prospect: ProspectDetail }) {
  const t = useT('prospects');
  const rows: [string, string | null][] = [
    [t('prospect.position'), prospect.position],
    [t('prospect.company'), prospect.company_name],
    [t('prospect.personalEmail'), prospect.personal_email],
    [t('prospect.workEmail'), prospect.work_email],
    [t('prospect.enrichedEmail'), prospect.enriched_email],
    [t('prospect.phone'), prospect.phone],
    [t('prospect.location'), prospect.location],
    [t('prospect.industry'), prospect.industry],
    [t('prospect.profileUrl'), prospect.profile_url],
  ];
  const custom = Object.entries(prospect.custom_fields);
  return (
    <section aria-label={t('prospect.fields')}>
      <h3>{t('prospect.fields')}</h3>
      <dl>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {value}
                {label === t('prospect.phone') ? (
                  <>
                    {' '}
                    <CallButton
                      phone={prospect.phone}
                      prospectId={prospect._id}
                      label={t('prospect.call', { name: prospect.full_name })}
                    />
                  </>
                ) : null}
              </dd>
            </div>
          ))}
      </dl>
      <h4>{t('prospect.customFields')}</h4>
      {custom.length === 0 ? (
        <p>{t('prospect.noCustomFields')}</p>
      ) : (
        <dl aria-label={t('prospect.customFields')}>
          {custom.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** spec outreach §3 Prospect: fields, custom fields, labels, notes, status, campaigns with state and next step. */
export function ProspectDetailView({ id }: { id: string }) {
  const t = useT('prospects');
  const { search } = useLocation();
  const prospect = useProspect(id);
  const actions = useProspectActions(id);
  const noteForm = useForm({ resolver: zodResolver(requiredTextSchema), defaultValues: { text: '' } });
  const [editing, setEditing] = useState(false);

  if (prospect.isPending) return <Spinner label={t('common.loading')} />;
  if (prospect.isError)
    return <ErrorPanel message={prospect.error.message} onRetry={() => void prospect.refetch()} />;
  const data = prospect.data;
  const failure = [
    actions.setStatus,
    actions.edit,
    actions.addNote,
    actions.addLabel,
    actions.removeLabel,
  ].find((m) => m.isError)?.error;

  const submitNote = noteForm.handleSubmit(({ text }) =>
    actions.addNote.mutate(text, { onSuccess: () => noteForm.reset({ text: '' }) }),
  );

  return (
    <div className="prospect">
      <Link to={`/profiles/my-prospects${search}`}>{t('prospect.back')}</Link>
      <h2>{data.full_name}</h2>
      {failure ? <p role="alert">{failure.message}</p> : null}
      <section aria-label={t('prospect.status')}>
        <p>
          {t('prospect.status')}: <strong>{t(`lifecycle.${data.lifecycle}`)}</strong>
        </p>
        {/* The lifecycle only moves forward (outreach §4): a customer is not offered "lead". */}
        {data.lifecycle !== 'lead' && data.lifecycle !== 'customer' ? (
          <Button size="sm" variant="secondary" onClick={() => actions.setStatus.mutate('lead')}>
            {t('prospect.markLead')}
          </Button>
        ) : null}
        {data.lifecycle !== 'customer' ? (
          <Button size="sm" variant="secondary" onClick={() => actions.setStatus.mutate('customer')}>
            {t('prospect.markCustomer')}
          </Button>
        ) : null}
      </section>
      <PushToCrm prospectId={id} />
      <PersonalityType prospectId={id} />
      {editing ? (
        <ProspectEditForm
          prospect={data}
          saving={actions.edit.isPending}
          onCancel={() => setEditing(false)}
          onSave={(edit) => actions.edit.mutate(edit, { onSuccess: () => setEditing(false) })}
        />
      ) : (
        <>
          <Fields prospect={data} />
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t('prospect.editDetails')}
          </Button>
        </>
      )}
      <LabelsManager
        value={data.labels}
        busy={actions.addLabel.isPending || actions.removeLabel.isPending}
        onAdd={(labelId) => actions.addLabel.mutate(labelId)}
        onRemove={(labelId) => actions.removeLabel.mutate(labelId)}
      />
      <section aria-label={t('prospect.notes')}>
        <h3>{t('prospect.notes')}</h3>
        <form onSubmit={submitNote}>
          <Input label={t('prospect.noteText')} {...noteForm.register('text')} />
          <Button type="submit" size="sm" loading={actions.addNote.isPending}>
            {t('prospect.addNote')}
          </Button>
        </form>
        {data.notes.length === 0 ? <p>{t('prospect.noNotes')}</p> : null}
        <ul aria-label={t('prospect.notes')}>
          {data.notes.map((item) => (
            <NoteItem
              key={item._id}
              note={item}
              onSave={(text) => actions.editNote.mutate({ noteId: item._id, text })}
              onDelete={() => actions.deleteNote.mutate(item._id)}
            />
          ))}
        </ul>
      </section>
      <ProspectCampaigns campaigns={data.campaigns} search={search} />
      <ProspectMessages messages={data.messages} />
    </div>
  );
}

/**
 * The prospect's timeline: their messages on every channel, oldest first. A call is the inbox's call
 * card (direction, number, talk time, result, recording, note); a text says its direction and number.
 */
function ProspectMessages({ messages }: { messages: ProspectMessage[] }) {
  const t = useT('prospects');
  if (messages.length === 0) return null;
  return (
    <section aria-label={t('prospect.messages')}>
      <h3>{t('prospect.messages')}</h3>
      <ol aria-label={t('prospect.messages')}>
        {messages.map((message) => (
          <li key={message._id} data-direction={message.direction} data-channel={message.channel}>
            {message.channel === 'call' && message.call ? (
              <CallCard call={message.call} />
            ) : (
              <>
                {message.channel === 'sms' && message.sms ? (
                  <>
                    <SmsLine direction={message.direction} sms={message.sms} />{' '}
                  </>
                ) : null}
                {message.subject ? <strong>{message.subject} </strong> : null}
                {message.text}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The campaigns the prospect is in, with its state and next step in each. */
function ProspectCampaigns({
  campaigns,
  search,
}: {
  campaigns: ProspectDetail['campaigns'];
  search: string;
}) {
  const t = useT('prospects');
  const tBuilder = useT('builder');
  return (
    <section aria-label={t('prospect.campaigns')}>
      <h3>{t('prospect.campaigns')}</h3>
      {campaigns.length === 0 ? <p>{t('prospect.noCampaigns')}</p> : null}
      <ul aria-label={t('prospect.campaigns')}>
        {campaigns.map((campaign) => (
          <li key={campaign.workflow_id}>
            <Link to={`/campaign/edit/${campaign.workflow_id}${search}`}>{campaign.name}</Link>{' '}
            <span>{t(`campaignState.${campaign.state}` as TranslationKey<'prospects'>)}</span>{' '}
            <span>
              {campaign.next_step
                ? t('prospect.nextStep', {
                    number: campaign.next_step.number,
                    kind: tBuilder(`kinds.${campaign.next_step.kind}` as TranslationKey<'builder'>, {
                      defaultValue: campaign.next_step.kind,
                    }),
                  })
                : t('prospect.noNextStep')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
