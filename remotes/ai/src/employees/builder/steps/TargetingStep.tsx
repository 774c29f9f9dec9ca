import { companySizes } from '@outreach/core/ai';
import { Checkbox } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { TagInput } from '../TagInput';
import type { StepProps } from './step-props';

/** §5 Targeting: job titles required; the country read-only; company sizes from the fixed list. */
export function TargetingStep({ draft, change }: StepProps) {
  const t = useT('aiEmployees');
  const targeting = draft.targeting;
  const set = (part: Partial<typeof targeting>) => change({ targeting: { ...targeting, ...part } });
  return (
    <div className="ai-builder__fields">
      <TagInput
        label={t('targeting.jobTitle')}
        tags={targeting.job_title}
        onChange={(job_title) => set({ job_title })}
      />
      <TagInput label={t('targeting.country')} tags={targeting.country} onChange={() => {}} readOnly />
      <TagInput label={t('targeting.state')} tags={targeting.state} onChange={(state) => set({ state })} />
      <TagInput
        label={t('targeting.industry')}
        tags={targeting.industry}
        onChange={(industry) => set({ industry })}
      />
      <fieldset className="ai-builder__sizes">
        <legend>{t('targeting.companySize')}</legend>
        {companySizes.map((size) => (
          <Checkbox
            key={size}
            label={size}
            checked={targeting.employee_count.some((item) => item.value === size)}
            onChange={(event) =>
              set({
                employee_count: event.target.checked
                  ? [...targeting.employee_count, { name: size, value: size }]
                  : targeting.employee_count.filter((item) => item.value !== size),
              })
            }
          />
        ))}
      </fieldset>
      <Checkbox
        label={t('targeting.extend')}
        checked={targeting.is_extend}
        onChange={(event) => set({ is_extend: event.target.checked })}
      />
    </div>
  );
}
