import { Button, Input, Modal, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import {
  type MessageTemplateChannel,
  messageTemplateChannels,
  subjectChannels,
} from '@outreach/sdk/outreach';
import { type FormEvent, useId, useState } from 'react';
import { useStepErrorText } from '../builder/useStepErrorText';
import { templateTextErrors } from './template-rules';
import type { TemplateDraft } from './useMessageTemplates';

export interface TemplateFormProps {
  /** null = a new template. */
  editing: string | null;
  initial: TemplateDraft;
  saving: boolean;
  /** The API's answer when saving failed (a taken name, a rule). */
  failure: string | null;
  onSave: (draft: TemplateDraft) => void;
  onClose: () => void;
}

/**
 * Name, channel, subject (email and InMail) and text, with the step rules' errors
 * under the field once it has been touched: the same words the step builder shows.
 */
export function TemplateForm({ editing, initial, saving, failure, onSave, onClose }: TemplateFormProps) {
  const t = useT('message-templates');
  const errorText = useStepErrorText();
  const textId = useId();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = templateTextErrors(draft);
  const nameError =
    draft.name.trim() === '' ? errorText({ code: 'required', message: 'Fill this field' }) : null;
  const shown = (field: 'name' | 'subject' | 'text') => submitted || touched[field];
  const fieldError = (field: 'subject' | 'text') => {
    if (!shown(field)) return undefined;
    const found = errors.filter((error) => error.field === field);
    return found.length > 0 ? found.map((error) => errorText(error)).join(' · ') : undefined;
  };
  const update = (patch: Partial<TemplateDraft>, field?: string) => {
    setDraft({ ...draft, ...patch });
    if (field) setTouched({ ...touched, [field]: true });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (nameError || errors.length > 0) return;
    onSave({ ...draft, name: draft.name.trim() });
  }

  const title = editing ? t('editTitle') : t('create');
  const textError = fieldError('text');
  return (
    <Modal open onClose={onClose} title={title} width={725}>
      <form aria-label={title} onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
        {failure ? <p role="alert">{failure}</p> : null}
        <Input
          label={t('name')}
          value={draft.name}
          maxLength={100}
          error={shown('name') ? nameError : undefined}
          onChange={(event) => update({ name: event.target.value }, 'name')}
        />
        <Select
          label={t('channel')}
          value={draft.channel}
          options={messageTemplateChannels.map((channel) => ({
            value: channel,
            label: t(`channels.${channel}`),
          }))}
          onChange={(event) => update({ channel: event.target.value as MessageTemplateChannel })}
        />
        {subjectChannels.includes(draft.channel) ? (
          <Input
            label={t('subject')}
            value={draft.subject}
            error={fieldError('subject')}
            onChange={(event) => update({ subject: event.target.value }, 'subject')}
          />
        ) : null}
        <div>
          <label htmlFor={textId}>{t('text')}</label>
          <textarea
            id={textId}
            rows={8}
            value={draft.text}
            style={{ width: '100%' }}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${textId}-error` : undefined}
            onChange={(event) => update({ text: event.target.value }, 'text')}
          />
          {textError ? (
            <p role="alert" id={`${textId}-error`}>
              {textError}
            </p>
          ) : null}
        </div>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="submit" loading={saving}>
            {t('save')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
