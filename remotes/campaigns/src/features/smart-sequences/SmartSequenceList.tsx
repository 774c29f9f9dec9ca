import { Button, EmptyState, ErrorPanel, Spinner } from '@outreach/design-system';
import { api, useT, Link, useNavigate } from '@outreach/sdk';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ensureCampaignsStyles } from '../../styles';
import { ensureBuilderStyles } from '../builder/builder.styles';
import { newSmartSequenceId } from './smart-draft';

/** The list API pages at most 100 rows; smart sequences are the campaigns of type smart. */
export const smartSequencesKey = ['workflows', 'smart-sequences'] as const;

export function SmartSequenceList() {
  ensureCampaignsStyles();
  ensureBuilderStyles();
  const t = useT('builder');
  const navigate = useNavigate();
  const location = useLocation();
  const list = useQuery({
    queryKey: smartSequencesKey,
    queryFn: ({ signal }) =>
      api
        .GET('/workflows', { signal, query: { offset: 0, limit: 100 } })
        .then((page) => page.items.filter((row) => row.type === 'smart')),
  });

  // issue 15 item 7: "New" opens the editor on a local draft; the campaign is created at its first save.
  const action = (
    <Button onClick={() => navigate(`/smart-sequences/edit/${newSmartSequenceId}`)}>
      {t('smart.create')}
    </Button>
  );
  if (list.isPending) return <Spinner />;
  if (list.isError) return <ErrorPanel message={list.error.message} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0)
    return <EmptyState title={t('smart.empty')} description={t('smart.emptyHint')} action={action} />;
  return (
    <div>
      <div className="builder__actions">{action}</div>
      <ul className="campaigns-list" aria-label={t('smart.list')}>
        {list.data.map((row) => (
          <li key={row._id} className="campaigns-list__item">
            <span className="campaigns-list__name">{row.name}</span>
            <Link to={`/smart-sequences/edit/${encodeURIComponent(row._id)}${location.search}`}>
              {t('smart.open')}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
