import { useT } from '@outreach/sdk';
import { healthTone } from './filters';

const colors = {
  good: { background: '#dcfce7', color: '#166534' },
  watch: { background: '#fef9c3', color: '#854d0e' },
  low: { background: '#fee2e2', color: '#991b1b' },
  none: { background: 'transparent', color: 'inherit' },
} as const;

/** The health index as a coloured badge (green from 70, amber from 50, red below). */
export function HealthBadge({ index }: { index: number | null }) {
  const t = useT('adminCustomers');
  const tone = healthTone(index);
  if (index === null) return <span>{t('health.none')}</span>;
  return (
    <span
      data-tone={tone}
      title={t(`health.${tone}` as 'health.good')}
      style={{ ...colors[tone], borderRadius: 999, padding: '1px 8px', fontWeight: 600 }}
    >
      {index}
    </span>
  );
}
