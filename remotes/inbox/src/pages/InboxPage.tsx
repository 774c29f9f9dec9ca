import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';

/** spec outreach §2: /inbox/:profileId?, one page with a chat and an info sidebar. */
export default function InboxPage() {
  const t = useT('inbox');
  const { profileId } = useParams();
  return (
    <Page
      title={t('inbox.title')}
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
