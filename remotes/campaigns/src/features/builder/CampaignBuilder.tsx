import {
  Button,
  EmptyState,
  ErrorPanel,
  Input,
  Select,
  showNotification,
  Spinner,
} from '@outreach/design-system';
import { useT, Link, useNavigate } from '@outreach/sdk';
import {
  type CampaignJson,
  type LiveEditPlan,
  minimumStepDelayHours,
  planLiveEdit,
  type StepJson,
  type StepKind,
  validateCampaign,
} from '@outreach/core/outreach';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import {
  type CampaignDraft,
  campaignKey,
  completedKeysOf,
  createCampaign,
  fetchProgress,
  isRunning,
  progressKey,
  startCampaign,
  updateCampaign,
  useCampaign,
} from './builder.api';
import { addStep, moveStep, removeStep, updateConfig, updateStep } from './builder-model';
import { ensureBuilderStyles } from './builder.styles';
import { LiveEditDialog } from './LiveEditDialog';
import { SenderPicker } from './SenderPicker';
import { FailureNotice, type StartRefusal, startRefusalOf } from './StartRefusal';
import { StepCatalogue } from './StepCatalogue';
import { StepEditor } from './StepEditor';
import { StepList } from './StepList';
import { useStepErrorText } from './useStepErrorText';

type CampaignError = ReturnType<typeof validateCampaign>[number];

interface Draft {
  name: string;
  isEmailOnly: boolean;
  steps: StepJson[];
  credentials: string[];
}

/** A new campaign's draft: `?outreach=email` (the New campaign menu's email-only kind) presets the outreach type. */
function newDraft(search: string): Draft {
  const isEmailOnly = new URLSearchParams(search).get('outreach') === 'email';
  return { name: '', isEmailOnly, steps: [], credentials: [] };
}

function draftOf(campaign: CampaignJson): Draft {
  return {
    name: campaign.name,
    isEmailOnly: campaign.is_email_only,
    steps: [...campaign.sequence].sort((a, b) => a.number - b.number),
    credentials: campaign.credentials,
  };
}

/**
 * The step builder of a simple campaign (spec: outreach §2 /campaign/add and
 * /campaign/edit/:id): name, outreach type, senders, steps from the catalogue,
 * each step's fields with the rule errors inline, a live preview, and for a
 * running campaign the live-edit plan before saving.
 */
export function CampaignBuilder({ id }: { id?: string }) {
  ensureBuilderStyles();
  const t = useT('builder');
  const location = useLocation();
  const campaign = useCampaign(id);
  const running = isRunning(campaign.data);
  const progress = useQuery({
    queryKey: progressKey(id ?? ''),
    queryFn: () => fetchProgress(id ?? ''),
    enabled: Boolean(id) && running,
  });
  const completedKeys = useMemo(() => completedKeysOf(progress.data ?? []), [progress.data]);

  const { draft, setDraft, selectedKey, setSelectedKey } = useBuilderDraft(campaign.data, location.search);
  const [saveTried, setSaveTried] = useState(false);
  // A refused start is shown with its step and the link to its fix; any other failure as its text.
  const [serverError, setServerError] = useState<string | StartRefusal | null>(null);
  const [plan, setPlan] = useState<LiveEditPlan | null>(null);
  const [saving, setSaving] = useState(false);

  const knownCustomFields = useMemo(
    () => [...new Set((campaign.data?.searches ?? []).flatMap((search) => search.custom_fields_keys ?? []))],
    [campaign.data?.searches],
  );
  const errors = useMemo(
    () =>
      validateCampaign({
        isEmailOnly: draft.isEmailOnly,
        sequenceType: campaign.data?.sequences_type ?? 'simple',
        steps: draft.steps,
        minimumDelayHours: minimumStepDelayHours,
        knownCustomFields,
      }),
    [draft.isEmailOnly, draft.steps, campaign.data?.sequences_type, knownCustomFields],
  );
  const nameMissing = draft.name.trim() === '';
  const invalidKeys = useMemo(
    () => new Set(errors.map((error) => error.stepKey).filter((key): key is string => key !== null)),
    [errors],
  );
  const campaignErrors = errors.filter((error) => error.stepKey === null);

  const { save, start, confirmLiveEdit } = useBuilderSave({
    id,
    campaign: campaign.data,
    draft,
    invalid: errors.length > 0 || nameMissing,
    firstInvalid: errors.find((error) => error.stepKey !== null)?.stepKey ?? null,
    setSaveTried,
    setSelectedKey,
    setSaving,
    setServerError,
    setPlan,
  });

  if (id && campaign.isPending) return <Spinner label={t('actions.loading')} />;
  if (id && campaign.isError)
    return <ErrorPanel title={t('actions.loadFailed')} message={campaign.error.message} />;

  const showErrors = saveTried || Boolean(id);
  // issue 26: a draft is started here too, not only from the list's row menu.
  const canStart = Boolean(id) && campaign.data?.status === 'draft';
  return (
    <div>
      <BuilderSettings draft={draft} setDraft={setDraft} nameMissing={saveTried && nameMissing} />

      {saveTried && (errors.length > 0 || nameMissing) ? (
        <ResolveNotice campaignErrors={campaignErrors} />
      ) : null}
      {id && campaign.data?.sequences_type === 'smart' ? (
        <p className="builder__panel">
          <Link to={`/smart-sequences/edit/${encodeURIComponent(id)}${location.search}`}>
            {t('smart.openCanvas')}
          </Link>
        </p>
      ) : null}
      <FailureNotice failure={serverError} />

      <BuilderSteps
        draft={draft}
        setDraft={setDraft}
        selectedKey={selectedKey}
        setSelectedKey={setSelectedKey}
        errors={errors}
        invalidKeys={showErrors ? invalidKeys : new Set()}
        completedKeys={completedKeys}
        customFields={knownCustomFields}
      />

      <div className="builder__actions">
        <Button variant={canStart ? 'secondary' : 'primary'} onClick={save} loading={saving}>
          {t('actions.save')}
        </Button>
        {canStart ? (
          <Button onClick={start} loading={saving} title={t('actions.startHint')}>
            {t('actions.start')}
          </Button>
        ) : null}
      </div>

      {plan && campaign.data ? (
        <LiveEditDialog
          plan={plan}
          oldSteps={campaign.data.sequence}
          newSteps={draft.steps}
          saving={saving}
          onConfirm={confirmLiveEdit}
          onCancel={() => setPlan(null)}
        />
      ) : null}
    </div>
  );
}

/** The draft being edited, taken from the loaded campaign once per load (not on every refetch while editing), and the selected step. */
function useBuilderDraft(campaign: CampaignJson | undefined, search: string) {
  const [draft, setDraft] = useState<Draft>(() => newDraft(search));
  const [loadedRevision, setLoadedRevision] = useState<string | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);

  // Take the loaded campaign into the draft once per load (not on every refetch while editing).
  useEffect(() => {
    const data = campaign;
    if (!data) return;
    const revision = `${data._id}:${data.revision}`;
    if (revision === loadedRevision) return;
    setLoadedRevision(revision);
    const next = draftOf(data);
    setDraft(next);
    setSelectedKey((current) => current ?? next.steps[0]?.key ?? null);
  }, [campaign, loadedRevision]);
  return { draft, setDraft, selectedKey, setSelectedKey };
}

/**
 * Saves the draft: a new campaign is created; a running one first shows its live-edit plan.
 * Start saves a draft campaign and starts it; the server's refusal is shown as a save's is.
 */
function useBuilderSave({
  id,
  campaign,
  draft,
  invalid,
  firstInvalid,
  setSaveTried,
  setSelectedKey,
  setSaving,
  setServerError,
  setPlan,
}: {
  id: string | undefined;
  campaign: CampaignJson | undefined;
  draft: Draft;
  /** The rules find errors, or the name is missing. */
  invalid: boolean;
  /** The first step with an error, selected when Save is refused. */
  firstInvalid: string | null;
  setSaveTried: (tried: boolean) => void;
  setSelectedKey: (key: string) => void;
  setSaving: (saving: boolean) => void;
  setServerError: (error: string | StartRefusal | null) => void;
  setPlan: (plan: LiveEditPlan | null) => void;
}) {
  const t = useT('builder');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const running = isRunning(campaign);
  const body = (): CampaignDraft => ({
    name: draft.name.trim(),
    sequences_type: campaign?.sequences_type ?? 'simple',
    is_email_only: draft.isEmailOnly,
    sequence: draft.steps,
    credentials: draft.credentials,
  });

  const afterSave = (saved: CampaignJson, saidAs = t('actions.saved')) => {
    queryClient.setQueryData(campaignKey(saved._id), saved);
    void queryClient.invalidateQueries({ queryKey: ['workflows'] });
    showNotification({ type: 'success', title: saidAs });
  };

  const run = async (action: () => Promise<void>) => {
    setSaving(true);
    setServerError(null);
    try {
      await action();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setServerError(startRefusalOf(error) ?? message);
      showNotification({ type: 'danger', title: message });
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    setSaveTried(true);
    if (invalid) {
      // spec: outreach §8 "Resolve errors before saving".
      showNotification({ type: 'danger', title: t('actions.resolveErrors') });
      if (firstInvalid) setSelectedKey(firstInvalid);
      return;
    }
    void run(async () => {
      if (!id) {
        const created = await createCampaign(body());
        afterSave(created);
        navigate(`/campaign/edit/${encodeURIComponent(created._id)}${location.search}`, { replace: true });
        return;
      }
      if (running && campaign) {
        const rows = await fetchProgress(id);
        queryClient.setQueryData(progressKey(id), rows);
        setPlan(planLiveEdit(campaign.sequence, draft.steps, completedKeysOf(rows), campaign.sequences_type));
        return;
      }
      afterSave(await updateCampaign(id, body()));
    });
  };

  const start = () => {
    setSaveTried(true);
    if (invalid || !id) {
      showNotification({ type: 'danger', title: t('actions.resolveErrors') });
      if (firstInvalid) setSelectedKey(firstInvalid);
      return;
    }
    void run(async () => {
      await updateCampaign(id, body());
      afterSave(await startCampaign(id), t('actions.started'));
    });
  };

  const confirmLiveEdit = () =>
    void run(async () => {
      if (!id) return;
      afterSave(await updateCampaign(id, body()));
      setPlan(null);
    });
  return { save, start, confirmLiveEdit };
}

/** The campaign's name, outreach type and senders. */
function BuilderSettings({
  draft,
  setDraft,
  nameMissing,
}: {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  /** Save was tried without a name. */
  nameMissing: boolean;
}) {
  const t = useT('builder');
  const errorText = useStepErrorText();
  return (
    <>
      <div className="builder__settings">
        <Input
          label={t('fields.name')}
          placeholder={t('fields.namePlaceholder')}
          value={draft.name}
          error={nameMissing ? errorText({ code: 'required', message: 'Fill this field' }) : undefined}
          onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
        />
        <Select
          label={t('fields.outreachType')}
          value={draft.isEmailOnly ? 'email' : 'social'}
          options={[
            { value: 'social', label: t('fields.socialEmail') },
            { value: 'email', label: t('fields.emailOnly') },
          ]}
          onChange={(event) =>
            setDraft((current) => ({ ...current, isEmailOnly: event.target.value === 'email' }))
          }
        />
      </div>
      <SenderPicker
        selected={draft.credentials}
        onChange={(senders) => setDraft((current) => ({ ...current, credentials: senders }))}
      />
    </>
  );
}

/** "Resolve errors before saving", with the errors of the campaign as a whole. */
function ResolveNotice({ campaignErrors }: { campaignErrors: CampaignError[] }) {
  const t = useT('builder');
  const errorText = useStepErrorText();
  return (
    <div className="builder__notice" role="alert">
      {t('actions.resolveErrors')}
      {campaignErrors.length > 0 ? (
        <ul>
          {campaignErrors.map((error) => (
            <li key={`${error.code}-${error.message}`}>{errorText(error)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The step catalogue, the list of steps, and the selected step's editor. */
function BuilderSteps({
  draft,
  setDraft,
  selectedKey,
  setSelectedKey,
  errors,
  invalidKeys,
  completedKeys,
  customFields,
}: {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  selectedKey: string | null;
  setSelectedKey: (key: string | null) => void;
  errors: CampaignError[];
  /** The steps shown as invalid (none until Save is tried on a new campaign). */
  invalidKeys: ReadonlySet<string>;
  completedKeys: ReadonlySet<string>;
  customFields: string[];
}) {
  const t = useT('builder');
  const selected = draft.steps.find((step) => step.key === selectedKey) ?? null;
  const setSteps = (change: (steps: StepJson[]) => StepJson[]) =>
    setDraft((current) => ({ ...current, steps: change(current.steps) }));
  const onAdd = (kind: StepKind) => {
    const next = addStep(draft.steps, kind);
    setDraft((current) => ({ ...current, steps: next }));
    setSelectedKey(next[next.length - 1]?.key ?? null);
  };
  const onRemove = (key: string) => {
    setSteps((steps) => removeStep(steps, key));
    if (selectedKey === key) setSelectedKey(null);
  };
  return (
    <div className="builder">
      <StepCatalogue isEmailOnly={draft.isEmailOnly} onAdd={onAdd} />
      <section className="builder__panel" aria-label={t('steps.title')}>
        <h2>{t('steps.title')}</h2>
        {draft.steps.length === 0 ? (
          <EmptyState title={t('steps.empty')} description={t('steps.emptyHint')} />
        ) : (
          <StepList
            steps={draft.steps}
            selectedKey={selectedKey}
            invalidKeys={invalidKeys}
            completedKeys={completedKeys}
            onSelect={setSelectedKey}
            onMove={(from, to) => setSteps((steps) => moveStep(steps, from, to))}
            onRemove={onRemove}
          />
        )}
      </section>
      {selected ? (
        <StepEditor
          key={selected.key}
          step={selected}
          isFirst={draft.steps[0]?.key === selected.key}
          errors={errors.filter((error) => error.stepKey === selected.key)}
          customFields={customFields}
          credentialId={draft.credentials[0] ?? null}
          isEmailOnly={draft.isEmailOnly}
          onChange={(patch) => setSteps((steps) => updateStep(steps, selected.key, patch))}
          onConfigChange={(name, value) =>
            setSteps((steps) => updateConfig(steps, selected.key, name, value))
          }
        />
      ) : (
        <div />
      )}
    </div>
  );
}
