import { Button, EmptyState, ErrorPanel, showNotification, Spinner } from '@outreach/design-system';
import { api, useT, Link, useNavigate } from '@outreach/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { createCampaign } from '../builder/builder.api';
import { ensureCampaignsStyles } from '../../styles';
import { ensureBuilderStyles } from '../builder/builder.styles';

/** The list API pages at most 100 rows; smart sequences are the campaigns of type smart. */
export const smartSequencesKey = ['workflows', 'smart-sequences'] as const;

export function SmartSequenceList() {
  ensureCampaignsStyles();
  ensureBuilderStyles();
  const t = useT('builder');
  const navigate = useNavigate();
  const location = useLocation();
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: smartSequencesKey,
    queryFn: ({ signal }) =>
      api
        .GET('/workflows', { signal, query: { offset: 0, limit: 100 } })
        .then((page) => page.items.filter((row) => row.type === 'smart')),
  });

  const create = async () => {
    setCreating(true);
    try {
      const created = await createCampaign({
        name: t('smart.newName'),
        type: 'smart',
        sequences_type: 'smart',
        is_email_only: false,
        sequence: [],
        credentials: [],
      });
      navigate(`/smart-sequences/edit/${encodeURIComponent(created._id)}${location.search}`);
    } catch (error) {
      showNotification({ type: 'danger', title: error instanceof Error ? error.message : String(error) });
    } finally {
      setCreating(false);
    }
  };

  const action = (
    <Button onClick={() => void create()} loading={creating}>
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
