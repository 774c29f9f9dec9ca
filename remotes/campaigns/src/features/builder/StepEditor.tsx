import { Button, Checkbox, Input, Select } from '@outreach/design-system';
import { api, lockedFeatureRequest, requestUpgrade, useLabelName, useT } from '@outreach/sdk';
import { useFeatures } from '@outreach/sdk/account';
import { defaultTierOf, tierNames } from '@outreach/core/features';
import {
  aiCommentTones,
  emailTypes,
  lockedAiMessageFeature,
  prospectPlaceholders,
  renderTemplate,
  type StepError,
  type StepJson,
} from '@outreach/core/outreach';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef } from 'react';
import { followUpPresets, presetOf, sampleProspect, textKinds } from './builder-model';
import { SmsNumberField } from './SmsNumberField';
import { StepAssistant } from './assistant/StepAssistant';
import { useStepErrorText } from './useStepErrorText';
import { TemplatePicker } from '../message-templates/TemplatePicker';
import { VideoPicker } from '../videos/VideoPicker';

export interface StepEditorProps {
  step: StepJson;
  isFirst: boolean;
  errors: readonly StepError[];
  /** Custom fields of the campaign's searches: offered as placeholders too. */
  customFields: readonly string[];
  /** The sender whose email integrations are offered as "from". */
  credentialId: string | null;
  /** An email-only campaign has no video (outreach §5): the picker shows only to clear one already chosen. */
  isEmailOnly?: boolean;
  onChange: (patch: Partial<StepJson>) => void;
  onConfigChange: (name: string, value: unknown) => void;
}

/** spec: outreach §3 Task priority values. */
const priorities = [
  ['urgent', 500],
  ['high', 400],
  ['medium', 300],
  ['low', 200],
  ['none', 100],
] as const;

const messageKinds = new Set<StepJson['kind']>(['send_message', 'send_inmail', 'send_email', 'send_sms']);

/**
 * An option; `state` marks a mailbox that can not send (shown disabled, with its state), and
 * `repliesNotRead` one without IMAP, with what its follow-ups do (issue 26 item 8).
 */
type Option = {
  value: string;
  label: string;
  state?: 'disconnected' | 'disabled';
  repliesNotRead?: 'stop' | 'send';
  /** A label's type: a seeded AI label is shown in the page's language (sdk useLabelName). */
  labelType?: string;
};

/** The lists a step picks from: the sender's email integrations, the labels, the voicemail recordings. */
type OptionsSource = 'integrations' | 'labels' | 'voicemails';

async function loadOptions(
  source: OptionsSource,
  credentialId: string | null,
  signal: AbortSignal,
): Promise<Option[]> {
  switch (source) {
    case 'integrations': {
      const rows = await api.GET('/credentials/integrations', {
        query: { credentials_id: credentialId ?? '' },
        signal,
      });
      // issue 26 item 3: a mailbox by its name and address, never its id; one that can not send stays
      // listed (a step may already use it) but disabled, with its state.
      return rows.map((row) => {
        const address = row.email ?? row.type;
        const label = row.from_name ? `${row.from_name} (${address})` : address;
        const repliesNotRead = row.reads_replies ? undefined : row.follow_ups_without_replies;
        return row.status === 'connected'
          ? { value: row._id, label, repliesNotRead }
          : { value: row._id, label, state: row.status };
      });
    }
    case 'labels': {
      const rows = await api.GET('/labels/fetch', { signal });
      return rows.map((row) => ({ value: row._id, label: row.name, labelType: row.type }));
    }
    case 'voicemails': {
      const page = await api.GET('/voicemail/audio', {
        query: { credentials_id: credentialId ?? undefined },
        signal,
      });
      return page.items.map((row) => ({ value: row._id, label: row.name }));
    }
  }
}

/** A picker fed by the API; a plain text field when the list can not be had. */
function RemoteOptionsField(props: {
  label: string;
  source: OptionsSource;
  credentialId?: string | null;
  value: string;
  error?: ReactNode;
  emptyHint?: string;
  onChange: (value: string) => void;
}) {
  const t = useT('builder');
  const nameOf = useLabelName();
  const credentialId = props.credentialId ?? null;
  const options = useQuery({
    queryKey: ['campaigns-builder', 'options', props.source, credentialId],
    queryFn: ({ signal }) => loadOptions(props.source, credentialId, signal),
    // A sender's integrations need the sender: without one the field stays a text field.
    enabled: props.source !== 'integrations' || credentialId !== null,
    staleTime: 60_000,
  });
  if (options.isSuccess) {
    const notRead = options.data.find((option) => option.value === props.value)?.repliesNotRead;
    return (
      <Select
        label={props.label}
        value={props.value}
        placeholder="—"
        options={options.data.map((option) =>
          option.state
            ? {
                value: option.value,
                label: t('step.mailboxState', {
                  mailbox: option.label,
                  state: t(`step.mailboxStates.${option.state}`),
                }),
                disabled: true,
              }
            : option.labelType
              ? { value: option.value, label: nameOf({ name: option.label, type: option.labelType }) }
              : option,
        )}
        error={props.error}
        hint={
          options.data.length === 0
            ? props.emptyHint
            : notRead
              ? t(`step.repliesNotRead.${notRead}`)
              : undefined
        }
        onChange={(event) => props.onChange(event.target.value)}
      />
    );
  }
  return (
    <Input
      label={props.label}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

function TextArea(props: {
  label: string;
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
  placeholders: readonly string[];
  pickerLabel: string;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const insert = (name: string) => {
    if (!name) return;
    const element = ref.current;
    const at = element?.selectionStart ?? props.value.length;
    const end = element?.selectionEnd ?? at;
    props.onChange(`${props.value.slice(0, at)}{${name}}${props.value.slice(end)}`);
  };
  return (
    <div>
      <label className="builder__field-label" htmlFor={id}>
        {props.label}
      </label>
      <textarea
        id={id}
        ref={ref}
        className="builder__textarea"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error ? (
        <p className="builder__error" id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
      <Select
        label={props.pickerLabel}
        value=""
        placeholder="{…}"
        options={props.placeholders.map((name) => ({ value: name, label: `{${name}}` }))}
        onChange={(event) => insert(event.target.value)}
      />
    </div>
  );
}

/** Every field of one step, with the rule errors next to the field they are about. */
export function StepEditor({
  step,
  isFirst,
  errors,
  customFields,
  credentialId,
  isEmailOnly = false,
  onChange,
  onConfigChange,
}: StepEditorProps) {
  const t = useT('builder');
  const errorText = useStepErrorText();
  const fieldError = (field: string) => {
    const found = errors.filter((error) => error.field === field);
    return found.length > 0 ? found.map((error) => errorText(error)).join(' · ') : undefined;
  };
  const stepErrors = errors.filter(
    (error) =>
      !error.field ||
      (!['wait', 'subject', 'text', 'email_type'].includes(error.field) &&
        !error.field.startsWith('config.')),
  );
  const config = (name: string) => {
    const value = step.config?.[name];
    return value === undefined || value === null ? '' : String(value);
  };
  const placeholders = [...prospectPlaceholders, ...customFields.map((field) => field.toLowerCase())];
  const fields: FieldsProps = { step, fieldError, config, credentialId, onChange, onConfigChange };

  return (
    <section className="builder__panel" aria-label={t('step.number', { number: step.number })}>
      <h3>
        {t('step.number', { number: step.number })}: {t(`kinds.${step.kind}`)}
      </h3>
      {stepErrors.length > 0 ? (
        <div className="builder__notice" role="alert">
          {stepErrors.map((error) => (
            <div key={`${error.code}-${error.message}`}>{errorText(error)}</div>
          ))}
        </div>
      ) : null}

      <WaitFields step={step} isFirst={isFirst} fieldError={fieldError} onChange={onChange} />

      {step.kind === 'send_email' ? <EmailFields {...fields} isEmailOnly={isEmailOnly} /> : null}

      <MessageFields {...fields} placeholders={placeholders} />

      <ConfigFields {...fields} />

      <StepPreview step={step} />
    </section>
  );
}

/** What every group of a step's fields gets from the editor. */
interface FieldsProps {
  step: StepJson;
  /** The rule errors about one field, joined, or undefined. */
  fieldError: (field: string) => string | undefined;
  /** One value of the step's config, as text. */
  config: (name: string) => string;
  credentialId: string | null;
  onChange: StepEditorProps['onChange'];
  onConfigChange: StepEditorProps['onConfigChange'];
}

/** When the step runs: a preset, or days and hours after the previous one. */
function WaitFields({
  step,
  isFirst,
  fieldError,
  onChange,
}: Pick<FieldsProps, 'step' | 'fieldError' | 'onChange'> & { isFirst: boolean }) {
  const t = useT('builder');
  const preset = presetOf(step);
  return (
    <div className="builder__row">
      <Select
        label={isFirst ? t('step.waitFirst') : t('presets.label')}
        value={preset ?? 'custom'}
        options={[
          ...followUpPresets.map((option) => ({ value: option.id, label: t(`presets.${option.id}`) })),
          { value: 'custom', label: t('presets.custom') },
        ]}
        onChange={(event) => {
          const chosen = followUpPresets.find((option) => option.id === event.target.value);
          if (chosen) onChange({ wait_days: chosen.days, wait_hours: 0 });
        }}
      />
      <Input
        label={t('step.days')}
        type="number"
        min={0}
        value={String(step.wait_days)}
        onChange={(event) => onChange({ wait_days: Number(event.target.value) })}
      />
      <Input
        label={t('step.hours')}
        type="number"
        min={0}
        max={23}
        value={String(step.wait_hours)}
        error={fieldError('wait')}
        onChange={(event) => onChange({ wait_hours: Number(event.target.value) })}
      />
    </div>
  );
}

/** An email's sender, type, threading and video. */
function EmailFields({
  step,
  fieldError,
  config,
  credentialId,
  onChange,
  onConfigChange,
  isEmailOnly,
}: FieldsProps & { isEmailOnly: boolean }) {
  const t = useT('builder');
  return (
    <>
      <RemoteOptionsField
        label={t('step.from')}
        source="integrations"
        credentialId={credentialId}
        value={config('integration_id')}
        error={fieldError('config.integration_id')}
        emptyHint={t('step.noIntegration')}
        onChange={(value) => onConfigChange('integration_id', value)}
      />
      <Select
        label={t('step.emailType')}
        value={step.email_type ?? ''}
        placeholder="—"
        options={emailTypes.map((type) => ({ value: type, label: t(`emailTypes.${type}`) }))}
        error={fieldError('email_type')}
        onChange={(event) => onChange({ email_type: (event.target.value || null) as StepJson['email_type'] })}
      />
      <Checkbox
        label={t('step.thread')}
        checked={step.thread === true}
        onChange={(event) => onChange({ thread: event.target.checked })}
      />
      {!isEmailOnly || step.video_id ? <VideoPicker step={step} onChange={onChange} /> : null}
    </>
  );
}

/** The template, subject and text of a step that sends something, and its AI and approval options. */
function MessageFields({
  step,
  fieldError,
  onChange,
  placeholders,
}: FieldsProps & { placeholders: string[] }) {
  const t = useT('builder');
  const text = textKinds[step.kind];
  const isConnection = step.kind === 'connection_request' || step.kind === 'connection_by_email';
  return (
    <>
      <TemplatePicker step={step} onChange={onChange} />
      {text?.subject ? (
        <Input
          label={t('step.subject')}
          value={step.subject ?? ''}
          error={fieldError('subject')}
          onChange={(event) => onChange({ subject: event.target.value })}
        />
      ) : null}
      {text ? (
        <TextArea
          label={
            isConnection ? t('step.note') : step.kind === 'make_call' ? t('step.callScript') : t('step.text')
          }
          value={step.text ?? ''}
          error={fieldError('text')}
          placeholders={placeholders}
          pickerLabel={t('step.placeholder')}
          onChange={(value) => onChange({ text: value })}
        />
      ) : null}
      {text ? (
        <StepAssistant
          text={step.text ?? ''}
          kind={step.kind}
          placeholders={placeholders}
          onText={(value) => onChange({ text: value })}
        />
      ) : null}
      {messageKinds.has(step.kind) ? (
        <div className="builder__row">
          <AiMessageSwitch step={step} onChange={onChange} />
          <Checkbox
            label={t('step.approval')}
            checked={step.requires_approval === true}
            onChange={(event) => onChange({ requires_approval: event.target.checked })}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * The AI message switch, locked (naming its plan, opening the upgrade prompt) when the plan lacks
 * it: core's rule, the one the API's start refuses it by (issue 26 item 6). A step that already
 * has it on can still turn it off.
 */
function AiMessageSwitch({ step, onChange }: Pick<FieldsProps, 'step' | 'onChange'>) {
  const t = useT('builder');
  const features = useFeatures().data;
  const flag = features === undefined ? null : lockedAiMessageFeature(features);
  if (flag && step.is_ai_message !== true) {
    const tier = defaultTierOf(flag);
    const label = t('step.aiMessageLocked', { tier: tierNames[tier] ?? tier });
    return (
      <Button
        variant="ghost"
        aria-label={label}
        title={label}
        onClick={() => requestUpgrade(lockedFeatureRequest(flag))}
      >
        {t('step.aiMessage')}
      </Button>
    );
  }
  return (
    <Checkbox
      label={t('step.aiMessage')}
      checked={step.is_ai_message === true}
      onChange={(event) => onChange({ is_ai_message: event.target.checked })}
    />
  );
}

/** The settings of the other kinds of step (webhook, event, CRM, label, AI comment, SMS, voicemail, task). */
function ConfigFields(fields: FieldsProps) {
  const { step, fieldError, config, credentialId, onConfigChange } = fields;
  const t = useT('builder');
  return (
    <>
      {step.kind === 'send_webhook' ? (
        <div className="builder__row">
          <ConfigInput name="url" label={t('step.url')} fields={fields} />
          <Select
            label={t('step.method')}
            value={config('method') || 'POST'}
            options={['POST', 'PUT', 'GET'].map((method) => ({ value: method, label: method }))}
            onChange={(event) => onConfigChange('method', event.target.value)}
          />
        </div>
      ) : null}
      {step.kind === 'invite_to_event' ? (
        <ConfigInput name="event_url" label={t('step.eventUrl')} fields={fields} />
      ) : null}
      {step.kind === 'push_to_crm' ? (
        <div className="builder__row">
          <ConfigInput name="crm" label={t('step.crm')} fields={fields} />
          <ConfigInput name="owner" label={t('step.owner')} fields={fields} />
        </div>
      ) : null}
      {step.kind === 'add_label' ? (
        <RemoteOptionsField
          label={t('step.label')}
          source="labels"
          value={config('label_id')}
          error={fieldError('config.label_id')}
          onChange={(value) => onConfigChange('label_id', value)}
        />
      ) : null}
      {step.kind === 'ai_comment' ? (
        <Select
          label={t('step.tone')}
          value={config('tone')}
          placeholder="—"
          options={aiCommentTones.map((tone) => ({ value: tone, label: t(`tones.${tone}`) }))}
          error={fieldError('config.tone')}
          onChange={(event) => onConfigChange('tone', event.target.value)}
        />
      ) : null}
      {step.kind === 'send_sms' ? (
        <SmsNumberField
          label={t('step.fromNumber')}
          value={config('from_number')}
          error={fieldError('config.from_number')}
          onChange={(value) => onConfigChange('from_number', value)}
        />
      ) : null}
      {step.kind === 'voicemail_drop' ? (
        <RemoteOptionsField
          label={t('step.audio')}
          source="voicemails"
          credentialId={credentialId}
          value={config('audio_id')}
          error={fieldError('config.audio_id')}
          onChange={(value) => onConfigChange('audio_id', value)}
        />
      ) : null}
      {step.kind === 'manual_task' ? (
        <>
          <ConfigInput name="task_name" label={t('step.taskName')} fields={fields} />
          <ConfigInput name="task_info" label={t('step.taskInfo')} fields={fields} />
          <Select
            label={t('step.priority')}
            value={config('priority') || '300'}
            options={priorities.map(([name, value]) => ({
              value: String(value),
              label: t(`priorities.${name}`),
            }))}
            onChange={(event) => onConfigChange('priority', Number(event.target.value))}
          />
        </>
      ) : null}
    </>
  );
}

/** One text setting of the step's config: its value, the rule errors about it, and its changes. */
function ConfigInput({ name, label, fields }: { name: string; label: string; fields: FieldsProps }) {
  return (
    <Input
      label={label}
      value={fields.config(name)}
      error={fields.fieldError(`config.${name}`)}
      onChange={(event) => fields.onConfigChange(name, event.target.value)}
    />
  );
}

/** The subject and text as a sample prospect would get them. */
function StepPreview({ step }: { step: StepJson }) {
  const t = useT('builder');
  if (!textKinds[step.kind] || !(step.subject || step.text)) return null;
  return (
    <div>
      <span className="builder__field-label">{t('step.preview')}</span>
      <div className="builder__preview" data-testid="step-preview">
        {step.subject ? <strong>{renderTemplate(step.subject, sampleProspect)}</strong> : null}
        {step.subject ? '\n' : null}
        {renderTemplate(step.text ?? '', sampleProspect)}
      </div>
    </div>
  );
}
