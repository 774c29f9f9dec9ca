import { EmptyState, Page } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

/** spec outreach §2: /inbox/:profileId?, one page with a chat and an info sidebar. */
export default function InboxPage() {
  const t = useT('inbox');
  const { profileId } = useParams();
  const space = useQuery({
    queryKey: ['space', 'info'],
    queryFn: () => api.get<{ name: string }>('/space/info'),
  });
  return (
    <Page
      title={t('inbox.title')}
      actions={space.data ? <span className="inbox-workspace">{space.data.name}</span> : null}
      subtitle={profileId ? t('inbox.conversationSubtitle', { id: profileId }) : t('inbox.subtitle')}
    >
      {profileId ? (
        <EmptyState
          title={t('inbox.conversationEmptyTitle')}
          description={t('inbox.conversationEmptyDescription')}
        />
      ) : (
        <EmptyState title={t('inbox.emptyTitle')} description={t('inbox.emptyDescription')} />
      )}
    </Page>
  );
}
