import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
// The campaigns namespace holds the pager's words (App loads it too; a page alone may not).

export interface PagerProps {
  /** The navigation's accessible name ("Campaign pages", …). */
  label: string;
  /** The page shown, counted from 0. */
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}

/** The pager under every list of the campaigns area: "1–25 of 1000", Previous, Next. */
export function Pager({ label, page, pageSize, total, onPage }: PagerProps) {
  const t = useT('campaigns');
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <nav className="campaigns-pager" aria-label={label}>
      <span>{t('myCampaigns.range', { first, last, total })}</span>
      <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('myCampaigns.previous')}
      </Button>
      <Button variant="secondary" size="sm" disabled={last >= total} onClick={() => onPage(page + 1)}>
        {t('myCampaigns.next')}
      </Button>
    </nav>
  );
}
