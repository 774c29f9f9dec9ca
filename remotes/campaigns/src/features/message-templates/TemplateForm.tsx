import { ControlledSelect } from '../forms/ControlledSelect';
import { Button, Input, Modal } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { messageTemplateChannels, subjectChannels } from '@outreach/core/outreach';
import { useId, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
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
  const textId = useId();
  const schema = useTemplateSchema();
  const {
    register,
    handleSubmit,
    control,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: initial,
    // A field's errors show once it has been changed, or after "Save"; they follow every change
    // (the channel changes the subject's and text's rules), see `check`.
    reValidateMode: 'onSubmit',
  });
  const channel = useWatch({ control, name: 'channel' });
  const touched = useRef(new Set<'name' | 'subject' | 'text'>());
  const check = (field?: 'name' | 'subject' | 'text') => {
    if (field) touched.current.add(field);
    const shown = isSubmitted ? (['name', 'subject', 'text'] as const) : [...touched.current];
    if (shown.length > 0) void trigger(shown);
  };

  const submit = handleSubmit((draft) => onSave({ ...draft, name: draft.name.trim() }));

  const title = editing ? t('editTitle') : t('create');
  const textError = errors.text?.message;
  return (
    <Modal open onClose={onClose} title={title} width={725}>
      <form aria-label={title} onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
        {failure ? <p role="alert">{failure}</p> : null}
        <Input
          label={t('name')}
          maxLength={100}
          {...register('name', { onChange: () => check('name') })}
          error={errors.name?.message}
        />
        <ControlledSelect
          control={control}
          name="channel"
          label={t('channel')}
          options={messageTemplateChannels.map((option) => ({
            value: option,
            label: t(`channels.${option}`),
          }))}
          onChanged={check}
        />
        {subjectChannels.includes(channel) ? (
          <Input
            label={t('subject')}
            {...register('subject', { onChange: () => check('subject') })}
            error={errors.subject?.message}
          />
        ) : null}
        <div>
          <label htmlFor={textId}>{t('text')}</label>
          <textarea
            id={textId}
            rows={8}
            style={{ width: '100%' }}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${textId}-error` : undefined}
            {...register('text', { onChange: () => check('text') })}
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

/**
 * The form's rules: the name is required; subject and text follow the step rules
 * (templateTextErrors), each field's errors in the builder's words, joined.
 */
function useTemplateSchema() {
  const errorText = useStepErrorText();
  return useMemo(
    () =>
      z
        .object({
          name: z.string(),
          channel: z.enum(messageTemplateChannels),
          subject: z.string(),
          text: z.string(),
        })
        .superRefine((draft, context) => {
          if (draft.name.trim() === '')
            context.addIssue({
              code: 'custom',
              path: ['name'],
              message: errorText({ code: 'required', message: 'Fill this field' }),
            });
          const errors = templateTextErrors(draft);
          for (const field of ['subject', 'text'] as const) {
            const found = errors.filter((error) => error.field === field);
            if (found.length > 0)
              context.addIssue({
                code: 'custom',
                path: [field],
                message: found.map((error) => errorText(error)).join(' · '),
              });
          }
        }),
    [errorText],
  );
}
