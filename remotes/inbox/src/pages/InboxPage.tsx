import { EmptyState, ErrorPanel, Page, Spinner, useDebounced } from '@outreach/design-system';
import { useSession, useT, Link } from '@outreach/sdk';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Conversation } from '../features/inbox/Conversation';
import { DialogList } from '../features/inbox/components/DialogList';
import { ProspectInfo } from '../features/inbox/components/ProspectInfo';
import { useDialogs, useInboxLiveUpdates } from '../features/inbox/hooks/useDialogs';
import { useProspectInfo } from '../features/inbox/hooks/useProspectInfo';
import { defaultInboxPeriod, type InboxFilter, type InboxPeriod } from '../features/inbox/inbox.types';
import { ensureInboxStyles } from '../features/inbox/inbox.styles';

ensureInboxStyles();

const SEARCH_DELAY_MS = 300;

/**
 * spec outreach §2 Inbox, /inbox/:profileId?: on a desktop one page with the dialogs, the chat and
 * the prospect's info; under 900 px the list, or the chat (with Back) and the info below it.
 */
export default function InboxPage() {
  const t = useT('inbox');
  const { profileId } = useParams();
  const { search: carried } = useLocation();
  const credentialId = useSession((state) => state.selectedCredentialId);
  const locale = useSession((state) => state.locale);
  const [period, setPeriod] = useState<InboxPeriod>(defaultInboxPeriod);
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const dialogs = useDialogs({ credentialId, period, filter, query });
  useInboxLiveUpdates();
  const hrefOf = (prospectId: string) => `/inbox/${prospectId}${carried}`;

  return (
    <Page title={t('inbox.title')} subtitle={t('inbox.subtitle')}>
      <div className="inbox" data-open={profileId ? 'chat' : 'list'}>
        <section className="inbox__pane inbox__list" aria-label={t('inbox.list.label')}>
          <DialogList
            period={period}
            onPeriodChange={setPeriod}
            filter={filter}
            onFilterChange={setFilter}
            search={search}
            onSearchChange={setSearch}
            dialogs={dialogs.data?.pages.flatMap((page) => page.items) ?? []}
            pending={dialogs.isPending}
            error={dialogs.error}
            onRetry={() => void dialogs.refetch()}
            hasMore={dialogs.hasNextPage}
            loadingMore={dialogs.isFetchingNextPage}
            onLoadMore={() => void dialogs.fetchNextPage()}
            selectedProspectId={profileId}
            hrefOf={hrefOf}
            locale={locale}
            now={new Date()}
          />
        </section>
        <section className="inbox__pane inbox__chat" aria-label={t('inbox.chat.messages')}>
          {profileId ? (
            <>
              <Link to={`/inbox${carried}`} className="inbox__back ds-button ds-button--ghost ds-button--sm">
                {t('inbox.chat.back')}
              </Link>
              <Conversation
                key={profileId}
                credentialId={credentialId}
                prospectId={profileId}
                locale={locale}
              />
            </>
          ) : (
            <EmptyState title={t('inbox.emptyTitle')} description={t('inbox.emptyDescription')} />
          )}
        </section>
        {profileId ? (
          <aside className="inbox__pane inbox__info" aria-label={t('inbox.info.title')}>
            <ProspectInfoPane prospectId={profileId} prospectHref={`/profiles/${profileId}${carried}`} />
          </aside>
        ) : null}
      </div>
    </Page>
  );
}

function ProspectInfoPane({ prospectId, prospectHref }: { prospectId: string; prospectHref: string }) {
  const t = useT('inbox');
  const prospect = useProspectInfo(prospectId);
  if (prospect.isPending) return <Spinner label={t('inbox.loading')} />;
  if (prospect.isError)
    return <ErrorPanel message={prospect.error.message} onRetry={() => void prospect.refetch()} />;
  return <ProspectInfo prospect={prospect.data} prospectHref={prospectHref} />;
}
