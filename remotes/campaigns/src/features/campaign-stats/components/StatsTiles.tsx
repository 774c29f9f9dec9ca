import { useT } from '@outreach/sdk';
import { type CampaignRates, reportingSeries } from '../stats-model';

/** Every reporting series' total (outreach §3), as tiles. */
export function StatsTiles({ rates }: { rates: CampaignRates }) {
  const t = useT('campaigns');
  return (
    <ul className="campaign-tiles" aria-label={t('campaignStats.totals')}>
      <li>
        <span className="campaign-tiles__value">{rates.prospects.total}</span>
        <span className="campaign-tiles__label">{t('campaignStats.prospects')}</span>
      </li>
      {reportingSeries.map((series) => (
        <li key={series} data-series={series}>
          <span className="campaign-tiles__value">{rates.totals[series] ?? 0}</span>
          <span className="campaign-tiles__label">{t(`campaignStats.series.${series}`)}</span>
        </li>
      ))}
    </ul>
  );
}
