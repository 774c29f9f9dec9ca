import { Button, Checkbox, Input, Select, Spinner, showSnackbar, TableHead } from '@outreach/design-system';
import { api, type TranslationKey, useT } from '@outreach/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { errorText, type HealthIndex, useHealthIndex, useOpsMutation } from './ops-api';
import { fieldBinders } from '../form-fields';

type Rule = HealthIndex['rules'][number];
/** A rule as the form edits it: `id` tells the rows apart while rules are added and removed. */
type RuleRow = Rule & { id: number };
type Draft = { rules: RuleRow[]; enabled: boolean; threshold: string; emails: string };
/** A rule's number bounds and score, each edited in its own cell. */
const ruleNumbers = ['min', 'max', 'points'] as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

let lastRowId = 0;
const withId = (rule: Rule): RuleRow => ({ ...rule, id: ++lastRowId });

function toDraft(value: HealthIndex): Draft {
  return {
    rules: value.rules.map(withId),
    enabled: value.notifications.enabled,
    threshold: String(value.notifications.threshold),
    emails: value.notifications.emails.join(', '),
  };
}

const emailsOf = (draft: Draft) =>
  draft.emails
    .split(/[,\s]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/** The first thing wrong with the draft, as a translation key, or null. */
function problemOf(draft: Draft): TranslationKey<'adminOps'> | null {
  const threshold = Number(draft.threshold);
  if (draft.rules.some((rule) => rule.min > rule.max)) return 'health.minMax';
  if (draft.rules.some((rule) => !Number.isInteger(rule.points) || rule.points < 0 || rule.points > 100))
    return 'health.pointsRange';
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > 100) return 'health.thresholdRange';
  if (emailsOf(draft).some((email) => !emailPattern.test(email))) return 'health.notValidEmail';
  return null;
}

/** One editable row of the rules table. */
function RuleEditor({
  rule,
  metrics,
  onChange,
  onRemove,
}: {
  rule: RuleRow;
  metrics: string[];
  onChange: (change: Partial<Rule>) => void;
  onRemove: () => void;
}) {
  const t = useT('adminOps');
  return (
    <tr>
      <td>
        <Select
          aria-label={t('health.metric')}
          value={rule.metric}
          options={metrics.map((metric) => ({
            value: metric,
            label: t(`health.metrics.${metric}` as TranslationKey<'adminOps'>),
          }))}
          onChange={(event) => onChange({ metric: event.target.value })}
        />
      </td>
      {ruleNumbers.map((key) => (
        <td key={key}>
          <Input
            aria-label={t(`health.${key}`)}
            type="number"
            value={rule[key]}
            onChange={(event) => onChange({ [key]: Number(event.target.value) })}
          />
        </td>
      ))}
      <td>
        <Button variant="ghost" onClick={onRemove}>
          {t('health.removeRule')}
        </Button>
      </td>
    </tr>
  );
}

/** The white-label's health index rules and notifications (/admin/whitelabels/:whitelabel/health-index-notifications). */
export default function HealthIndexSection({ whitelabel }: { whitelabel: string }) {
  const t = useT('adminOps');
  const query = useHealthIndex(whitelabel);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useOpsMutation((body: { rules: Rule[]; notifications: HealthIndex['notifications'] }) =>
    api.PUT('/admin/whitelabels/{id}/health_index', { path: { id: whitelabel }, body }),
  );
  useEffect(() => {
    if (query.data) setDraft(toDraft(query.data));
  }, [query.data]);

  if (!query.data || !draft) return <Spinner label={t('loading')} />;
  const metrics = query.data.metrics;

  const setRule = (id: number, change: Partial<Rule>) =>
    setDraft({
      ...draft,
      rules: draft.rules.map((rule) => (rule.id === id ? { ...rule, ...change } : rule)),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = problemOf(draft);
    if (wrong) return setProblem(t(wrong));
    setProblem(null);
    try {
      await save.mutateAsync({
        rules: draft.rules.map(({ id: _id, ...rule }) => rule),
        notifications: {
          enabled: draft.enabled,
          threshold: Number(draft.threshold),
          emails: emailsOf(draft),
        },
      });
      showSnackbar({ text: t('health.saved'), type: 'success' });
    } catch (error) {
      setProblem(errorText(error, t('error')));
    }
  };
  const field = fieldBinders(draft, setDraft);

  return (
    <section aria-label={t('health.title')}>
      <h2>{t('health.title')}</h2>
      <p>{t('health.description')}</p>
      {query.data.defaults ? <p>{t('health.defaults')}</p> : null}
      <form onSubmit={submit} noValidate>
        <table aria-label={t('health.title')}>
          <TableHead columns={['health.metric', 'health.min', 'health.max', 'health.points', '']} label={t} />
          <tbody>
            {draft.rules.map((rule) => (
              <RuleEditor
                key={rule.id}
                rule={rule}
                metrics={metrics}
                onChange={(change) => setRule(rule.id, change)}
                onRemove={() =>
                  setDraft({ ...draft, rules: draft.rules.filter((other) => other.id !== rule.id) })
                }
              />
            ))}
          </tbody>
        </table>
        <Button
          variant="secondary"
          onClick={() =>
            setDraft({
              ...draft,
              rules: [...draft.rules, withId({ metric: metrics[0] ?? 'is_paid', min: 0, max: 0, points: 0 })],
            })
          }
        >
          {t('health.addRule')}
        </Button>
        <h3>{t('health.notifications')}</h3>
        <Checkbox label={t('health.enabled')} {...field.toggle('enabled')} />
        <Input label={t('health.threshold')} type="number" {...field.text('threshold')} />
        <Input label={t('health.emails')} {...field.text('emails')} />
        {problem ? <p role="alert">{problem}</p> : null}
        <Button type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
      </form>
    </section>
  );
}
