import { Button, Input, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type PeriodPreset, periodPresets, presetRange, type ReportFilters } from '../report-filters';
import { useReportPickers } from '../hooks/useReports';

/** Period (7/30/90 days or from-to), campaign, sender and member; every change goes to the URL. */
export function ReportFilterBar({
  filters,
  today,
  onChange,
  onExport,
  exporting,
}: {
  filters: ReportFilters;
  today: string;
  onChange: (filters: ReportFilters) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const t = useT('reports');
  const pickers = useReportPickers();
  const all = { value: '', label: t('filters.all') };
  const setPeriod = (period: PeriodPreset) =>
    onChange(
      period === 'custom'
        ? { ...filters, period }
        : { ...filters, period, ...presetRange(Number(period), today) },
    );
  return (
    <form
      className="report-filters"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Select
        label={t('filters.period')}
        value={filters.period}
        options={[...periodPresets, 'custom' as const].map((value) => ({
          value,
          label: t(`filters.periods.${value}`),
        }))}
        onChange={(event) => setPeriod(event.target.value as PeriodPreset)}
      />
      {filters.period === 'custom' ? (
        <>
          <Input
            type="date"
            label={t('filters.from')}
            value={filters.from}
            max={filters.to}
            onChange={(event) => event.target.value && onChange({ ...filters, from: event.target.value })}
          />
          <Input
            type="date"
            label={t('filters.to')}
            value={filters.to}
            min={filters.from}
            onChange={(event) => event.target.value && onChange({ ...filters, to: event.target.value })}
          />
        </>
      ) : null}
      <Select
        label={t('filters.campaign')}
        value={filters.workflowId}
        options={[all, ...pickers.campaigns]}
        onChange={(event) => onChange({ ...filters, workflowId: event.target.value })}
      />
      <Select
        label={t('filters.sender')}
        value={filters.credentialId}
        options={[all, ...pickers.senders]}
        onChange={(event) => onChange({ ...filters, credentialId: event.target.value })}
      />
      <Select
        label={t('filters.member')}
        value={filters.userId}
        options={[all, ...pickers.members]}
        onChange={(event) => onChange({ ...filters, userId: event.target.value })}
      />
      <Button type="button" variant="secondary" onClick={onExport} disabled={exporting}>
        {exporting ? t('export.exporting') : t('export.button')}
      </Button>
    </form>
  );
}
