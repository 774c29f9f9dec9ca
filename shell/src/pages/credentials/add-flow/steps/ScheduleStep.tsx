import { RangeSlider, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { TimezoneItem } from '../../credential-api';
import { type FlowErrors, type FlowForm, formatHour } from '../flow-steps';

/** Step 3 (platform §4): time zone and work hours (0 to 24, default 9 to 18, shown "9:00 – 18:00"). */
export function ScheduleStep({
  form,
  update,
  errors,
  timezones,
  loading,
}: {
  form: Pick<FlowForm, 'timezone' | 'workHours'>;
  update: (changes: Partial<FlowForm>) => void;
  errors: FlowErrors;
  timezones: readonly TimezoneItem[];
  loading: boolean;
}) {
  const t = useT('layout');
  const timezoneError = errors.timezone;
  return (
    <div className="shell-flow__fields">
      <Select
        label={t('add.schedule.timezone')}
        value={form.timezone}
        placeholder={loading ? t('add.loading') : t('add.schedule.chooseTimezone')}
        onChange={(event) => update({ timezone: event.target.value })}
        options={timezones.map((zone) => ({ value: zone.value, label: zone.name }))}
        error={timezoneError ? t(`messages.${timezoneError}`) : undefined}
        required
      />
      <RangeSlider
        label={t('add.schedule.workHours')}
        min={0}
        max={24}
        minDistance={1}
        value={form.workHours}
        onChange={(workHours) => update({ workHours })}
        formatValue={formatHour}
        startLabel={t('add.schedule.start')}
        endLabel={t('add.schedule.end')}
        hint={t('add.schedule.workHoursHint')}
      />
    </div>
  );
}
