import { employeeLanguages, employeeTones, type Objective } from '@outreach/core/ai';
import { Input, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { StepProps } from './step-props';

const textFields = ['problem', 'solution', 'contact_reason'] as const;

/** §5 Objective: every field filled, at most 250 characters (core's validateObjective). */
export function ObjectiveStep({ draft, change }: StepProps) {
  const t = useT('aiEmployees');
  const set = (part: Partial<Objective>) => change({ objective: { ...draft.objective, ...part } });
  return (
    <div className="ai-builder__fields">
      {textFields.map((field) => (
        <Input
          key={field}
          label={t(`objective.${field}`)}
          value={draft.objective[field]}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      ))}
      <Select
        label={t('objective.language')}
        value={draft.objective.language}
        options={employeeLanguages.map((language) => ({ value: language, label: language }))}
        onChange={(event) => set({ language: event.target.value })}
      />
      <Select
        label={t('objective.tone')}
        value={draft.objective.tone}
        options={employeeTones.map((tone) => ({ value: tone, label: t(`objective.tones.${tone}`) }))}
        onChange={(event) => set({ tone: event.target.value })}
      />
    </div>
  );
}
