import { Button, Checkbox, EmptyState, Input, Select, Spinner, showSnackbar } from '@outreach/design-system';
import { api, useLabelName, useT } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { PreferencesPanel } from '../PreferencesPanel';
import { PreferencesTable, RowButtons } from '../PreferencesTable';
import { ConfirmDelete, useConfirmedDelete } from './ConfirmDelete';
import type { Label } from './LabelsPages';

/** An auto-label rule as GET /labels/auto_rules answers it, with its label. */
export type AutoLabelRule = ApiSchema<'AutoLabelRule'>;

/** The API's limits of a keywords rule (auto-labels.schema.ts): 1-20 phrases of 1-100 characters. */
export const maxPhrases = 20;
export const maxPhraseLength = 100;

const rulesKey = (space: string) => ['space', space, 'auto-label-rules'] as const;
const labelsKey = (space: string) => ['space', space, 'labels'] as const;

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: 3,
        background: color,
        marginRight: 6,
      }}
    />
  );
}

/**
 * /preferences/workspace/auto-labels/:id (spec platform §2): AI auto-labelling switched on per AI
 * label, and keyword rules (a label and its phrases) that label a prospect when a reply contains
 * one of the phrases. The server runs them on every reply (modules/labels/auto-labels.listener.ts).
 */
export default function AutoLabelsPage() {
  const t = useT('account');
  const nameOf = useLabelName();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: rulesKey(id),
    queryFn: () => api.GET('/labels/auto_rules', { query: { space: id } }),
  });
  const labels = useQuery({
    queryKey: labelsKey(id),
    queryFn: () => api.GET('/labels/fetch', { query: { space: id } }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: rulesKey(id) });
  const { toggle, editPhrases } = useAutoLabelMutations(id);
  const confirm = useConfirmedDelete(
    (rule: AutoLabelRule) =>
      api.DELETE('/labels/auto_rules/{id}', { path: { id: rule._id }, query: { space: id } }),
    () => void refresh(),
    t('autoLabels.deleted'),
  );

  const failure = rules.error ?? labels.error;
  if (failure)
    return (
      <PreferencesPanel title={t('preferences.workspace.auto-labels')}>
        <p role="alert">{failure.message}</p>
      </PreferencesPanel>
    );
  if (!rules.data || !labels.data)
    return (
      <PreferencesPanel title={t('preferences.workspace.auto-labels')}>
        <Spinner />
      </PreferencesPanel>
    );

  const aiLabels = labels.data.filter((label) => label.type === 'ai_generated');
  const aiRules = new Map(
    rules.data.filter((rule) => rule.kind === 'ai').map((rule) => [rule.label._id, rule]),
  );
  const keywordRules = rules.data.filter((rule) => rule.kind === 'keywords');

  return (
    <PreferencesPanel title={t('preferences.workspace.auto-labels')} description={t('autoLabels.subtitle')}>
      <section aria-labelledby="auto-labels-ai">
        <h3 id="auto-labels-ai">{t('autoLabels.aiTitle')}</h3>
        <p>{t('autoLabels.aiText')}</p>
        <div style={{ display: 'grid', gap: 8 }}>
          {aiLabels.map((label) => {
            const rule = aiRules.get(label._id);
            return (
              <Checkbox
                key={label._id}
                variant="switch"
                label={
                  <>
                    <Swatch color={label.color} />
                    {nameOf(label)}
                  </>
                }
                checked={rule?.is_active ?? false}
                disabled={toggle.isPending}
                onChange={(event) => toggle.mutate({ label, rule, on: event.target.checked })}
              />
            );
          })}
        </div>
      </section>

      <section aria-labelledby="auto-labels-keywords" style={{ marginTop: 24 }}>
        <h3 id="auto-labels-keywords">{t('autoLabels.keywordsTitle')}</h3>
        <p>{t('autoLabels.keywordsText')}</p>
        {keywordRules.length === 0 ? (
          <EmptyState title={t('autoLabels.empty')} />
        ) : (
          <KeywordRulesTable
            keywordRules={keywordRules}
            toggle={toggle}
            editPhrases={editPhrases}
            setDeleting={confirm.ask}
          />
        )}
        <KeywordRuleForm space={id} labels={labels.data} onCreated={() => void refresh()} />
      </section>

      <ConfirmDelete
        {...confirm.dialog}
        title={t('autoLabels.deleteTitle')}
        text={t('autoLabels.deleteText', { name: confirm.deleting ? nameOf(confirm.deleting.label) : '' })}
        cancelLabel={t('autoLabels.cancel')}
        deleteLabel={t('autoLabels.delete')}
      />
    </PreferencesPanel>
  );
}

/** The rule's label as a Label, enough for the toggle (which only reads its id). */
function labelOf(rule: AutoLabelRule): Label {
  return { ...rule.label, is_shared: true, display_order: 0, created_at: rule.created_at };
}

const chipList = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;
const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 8px',
  borderRadius: 999,
  background: 'var(--ds-surface-muted, #eef0f3)',
  fontSize: 13,
} as const;

const chipButton = { border: 0, background: 'none', cursor: 'pointer', padding: 0 } as const;

/**
 * `phrases` with `phrase` added (trimmed; one already there in any case is not added twice), or why
 * not: the API's limits of a keywords rule, in the spec's wording for a length.
 */
function withPhrase(
  phrases: readonly string[],
  phrase: string,
): { phrases: string[] } | { error: 'phraseTooLong' | 'tooManyPhrases'; count: number } {
  const trimmed = phrase.trim();
  if (!trimmed) return { phrases: [...phrases] };
  if (trimmed.length > maxPhraseLength) return { error: 'phraseTooLong', count: maxPhraseLength };
  if (phrases.some((existing) => existing.toLowerCase() === trimmed.toLowerCase()))
    return { phrases: [...phrases] };
  if (phrases.length >= maxPhrases) return { error: 'tooManyPhrases', count: maxPhrases };
  return { phrases: [...phrases, trimmed] };
}

/** A phrase added to a saved keyword rule, from its row (Enter or the button). */
function PhraseAdder({
  rule,
  pending,
  onAdd,
}: {
  rule: AutoLabelRule;
  pending: boolean;
  onAdd: (phrases: string[], done: () => void) => void;
}) {
  const t = useT('account');
  const name = useLabelName()(rule.label);
  const [phrase, setPhrase] = useState('');
  const [error, setError] = useState<string | undefined>();
  function add() {
    const added = withPhrase(rule.phrases, phrase);
    if ('error' in added) {
      setError(t(`autoLabels.${added.error}`, { count: added.count }));
      return;
    }
    setError(undefined);
    if (added.phrases.length === rule.phrases.length) {
      setPhrase('');
      return;
    }
    onAdd(added.phrases, () => setPhrase(''));
  }
  return (
    <div style={{ display: 'flex', gap: 6, alignItems: 'flex-start', marginTop: 6 }}>
      <Input
        aria-label={t('autoLabels.newPhraseOf', { name })}
        placeholder={t('autoLabels.phrase')}
        value={phrase}
        onChange={(event) => setPhrase(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        error={error}
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        disabled={pending}
        aria-label={t('autoLabels.addPhraseTo', { name })}
        onClick={add}
      >
        {t('autoLabels.addPhrase')}
      </Button>
    </div>
  );
}

/** A new keyword rule: a label and its phrases as chips (Enter or "Add phrase" adds one). */
function KeywordRuleForm({
  space,
  labels,
  onCreated,
}: {
  space: string;
  labels: Label[];
  onCreated: () => void;
}) {
  const t = useT('account');
  const nameOf = useLabelName();
  const [labelId, setLabelId] = useState('');
  const [phrase, setPhrase] = useState('');
  const [phrases, setPhrases] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ label?: string; phrase?: string }>({});
  const create = useMutation({
    mutationFn: () =>
      api.POST('/labels/auto_rules', {
        query: { space },
        body: { label_id: labelId, kind: 'keywords', phrases },
      }),
    onSuccess: () => {
      setLabelId('');
      setPhrases([]);
      setPhrase('');
      onCreated();
      showSnackbar({ type: 'success', text: t('autoLabels.created') });
    },
    // The API's words (a label with a rule already: 'This label has a rule of this kind already').
    onError: (failure) => setErrors({ label: failure.message }),
  });

  function addPhrase() {
    const added = withPhrase(phrases, phrase);
    if ('error' in added) {
      setErrors({ phrase: t(`autoLabels.${added.error}`, { count: added.count }) });
      return;
    }
    setPhrases(added.phrases);
    setPhrase('');
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      label: labelId ? undefined : t('autoLabels.labelRequired'),
      phrase: phrases.length > 0 ? undefined : t('autoLabels.phrasesRequired'),
    };
    setErrors(next);
    if (!next.label && !next.phrase) create.mutate();
  }

  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12, maxWidth: 480, marginTop: 16 }}>
      <Select
        label={t('autoLabels.label')}
        placeholder={t('autoLabels.chooseLabel')}
        value={labelId}
        options={labels.map((label) => ({ value: label._id, label: nameOf(label) }))}
        onChange={(event) => setLabelId(event.target.value)}
        error={errors.label}
      />
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <Input
          label={t('autoLabels.phrase')}
          value={phrase}
          onChange={(event) => setPhrase(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addPhrase();
            }
          }}
          error={errors.phrase}
        />
        <Button type="button" variant="secondary" onClick={addPhrase}>
          {t('autoLabels.addPhrase')}
        </Button>
      </div>
      {phrases.length > 0 ? (
        <ul aria-label={t('autoLabels.phrases')} style={chipList}>
          {phrases.map((item) => (
            <li key={item} style={chip}>
              {item}
              <button
                type="button"
                aria-label={t('autoLabels.removePhrase', { phrase: item })}
                onClick={() => setPhrases(phrases.filter((other) => other !== item))}
                style={chipButton}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button type="submit" loading={create.isPending}>
          {t('autoLabels.create')}
        </Button>
      </div>
    </form>
  );
}

/** The keywords rules: each label's phrases (one removed or added at a time), on/off and delete. */
function KeywordRulesTable({
  keywordRules,
  toggle,
  editPhrases,
  setDeleting,
}: {
  keywordRules: AutoLabelRule[];
  toggle: Mutations['toggle'];
  editPhrases: Mutations['editPhrases'];
  setDeleting: (rule: AutoLabelRule) => void;
}) {
  const t = useT('account');
  const nameOf = useLabelName();
  return (
    <PreferencesTable
      columns={[t('autoLabels.label'), t('autoLabels.phrases'), t('autoLabels.active')]}
      actionsColumn={t('autoLabels.delete')}
    >
      {keywordRules.map((rule) => (
        <tr key={rule._id}>
          <td>
            <Swatch color={rule.label.color} />
            {nameOf(rule.label)}
          </td>
          <td>
            <ul aria-label={t('autoLabels.phrases')} style={chipList}>
              {rule.phrases.map((phrase) => (
                <li key={phrase} style={chip}>
                  {phrase}
                  {/* A keywords rule keeps at least one phrase: delete the rule instead. */}
                  {rule.phrases.length > 1 ? (
                    <button
                      type="button"
                      aria-label={t('autoLabels.removePhraseOf', { phrase, name: nameOf(rule.label) })}
                      disabled={editPhrases.isPending}
                      onClick={() =>
                        editPhrases.mutate({
                          rule,
                          phrases: rule.phrases.filter((other) => other !== phrase),
                        })
                      }
                      style={chipButton}
                    >
                      ×
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            <PhraseAdder
              rule={rule}
              pending={editPhrases.isPending}
              onAdd={(phrases, done) => editPhrases.mutate({ rule, phrases }, { onSuccess: done })}
            />
          </td>
          <td>
            <Checkbox
              variant="switch"
              label={
                <span className="ds-visually-hidden">
                  {t('autoLabels.activeOf', { name: nameOf(rule.label) })}
                </span>
              }
              checked={rule.is_active}
              disabled={toggle.isPending}
              onChange={(event) => toggle.mutate({ label: labelOf(rule), rule, on: event.target.checked })}
            />
          </td>
          <td>
            <RowButtons
              actions={[
                {
                  label: t('autoLabels.delete'),
                  ariaLabel: t('autoLabels.deleteOf', { name: nameOf(rule.label) }),
                  onClick: () => setDeleting(rule),
                },
              ]}
            />
          </td>
        </tr>
      ))}
    </PreferencesTable>
  );
}

type Mutations = ReturnType<typeof useAutoLabelMutations>;

/** Turning a rule on or off (an AI label's rule is made on first use), and its phrases. */
function useAutoLabelMutations(id: string) {
  const t = useT('account');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: rulesKey(id) });
  const toggle = useMutation({
    mutationFn: ({ label, rule, on }: { label: Label; rule?: AutoLabelRule; on: boolean }) =>
      rule
        ? api.PUT('/labels/auto_rules/{id}', {
            path: { id: rule._id },
            query: { space: id },
            body: { is_active: on },
          })
        : api.POST('/labels/auto_rules', {
            query: { space: id },
            body: { label_id: label._id, kind: 'ai', is_active: on },
          }),
    onSuccess: () => {
      void refresh();
      showSnackbar({ type: 'success', text: t('autoLabels.saved') });
    },
    onError: (failure) => showSnackbar({ type: 'error', text: failure.message }),
  });
  const editPhrases = useMutation({
    mutationFn: ({ rule, phrases }: { rule: AutoLabelRule; phrases: string[] }) =>
      api.PUT('/labels/auto_rules/{id}', { path: { id: rule._id }, query: { space: id }, body: { phrases } }),
    onSuccess: () => {
      void refresh();
      showSnackbar({ type: 'success', text: t('autoLabels.saved') });
    },
    onError: (failure) => showSnackbar({ type: 'error', text: failure.message }),
  });
  return { toggle, editPhrases };
}
