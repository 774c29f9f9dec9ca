import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';

/** Previous / "1–25 of 60" / Next under an admin list (customers 25, users 10, audit 25 a page). */
export function Pager({
  offset,
  pageSize,
  total,
  onOffset,
}: {
  offset: number;
  pageSize: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  const t = useT('adminCustomers');
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button
        variant="secondary"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        {t('pager.previous')}
      </Button>
      <span>{t('pager.range', { from: offset + 1, to: Math.min(offset + pageSize, total), total })}</span>
      <Button
        variant="secondary"
        disabled={offset + pageSize >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        {t('pager.next')}
      </Button>
    </div>
  );
}
