import { Page, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { AdminMenu } from './AdminMenu';
import { WhitelabelMenu } from './WhitelabelMenu';
import { idSections, recordSections, SectionPlaceholder } from './whitelabels/sections';
import { ensureWhitelabelStyles } from './whitelabels/styles';
import { useWhitelabel } from './whitelabels/whitelabels-api';
import { ErrorLine } from './whitelabels/ErrorLine';

/** /admin/whitelabels/:whitelabel/<section>: one page, the section is the last segment of the URL. */
export default function WhitelabelPage() {
  ensureWhitelabelStyles();
  const t = useT('admin');
  const { whitelabel = '' } = useParams();
  const { pathname } = useLocation();
  const section = pathname.replace(/\/+$/, '').split('/').pop() ?? 'details';
  const OwnSection = recordSections[section];
  const OtherSection = idSections[section];
  return (
    <Page title={t('whitelabel.title')} subtitle={t('whitelabel.subtitle', { whitelabel })}>
      <AdminMenu />
      <WhitelabelMenu whitelabel={whitelabel} />
      <Suspense fallback={<Spinner label={t('loading')} />}>
        {OwnSection ? (
          <WithRecord id={whitelabel} Section={OwnSection} />
        ) : OtherSection ? (
          <OtherSection whitelabel={whitelabel} />
        ) : (
          <SectionPlaceholder />
        )}
      </Suspense>
    </Page>
  );
}

/** Loads the white-label, then shows the section that edits it (or why it cannot). */
function WithRecord({ id, Section }: { id: string; Section: (typeof recordSections)[string] }) {
  const t = useT('admin');
  const query = useWhitelabel(id);
  if (query.isError) return <ErrorLine>{query.error.message}</ErrorLine>;
  if (!query.data) return query.fetchStatus === 'fetching' ? <Spinner label={t('loading')} /> : null;
  return <Section whitelabel={query.data} />;
}
