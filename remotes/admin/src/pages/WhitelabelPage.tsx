import { EmptyState, Page } from '@outreach/design-system';
import { useT, type TranslationKey } from '@outreach/sdk';
import { useLocation, useParams } from 'react-router';
import { AdminMenu } from './AdminMenu';
import { segmentKey } from './menus';
import { WhitelabelMenu } from './WhitelabelMenu';

/** /admin/whitelabels/:whitelabel/<section>: one page, the section is the last segment of the URL. */
export default function WhitelabelPage() {
  const t = useT('admin');
  const { whitelabel = '' } = useParams();
  const { pathname } = useLocation();
  const section = segmentKey(pathname.replace(/\/+$/, '').split('/').pop() ?? 'details');
  return (
    <Page title={t('whitelabel.title')} subtitle={t('whitelabel.subtitle', { whitelabel })}>
      <AdminMenu />
      <WhitelabelMenu whitelabel={whitelabel} />
      <EmptyState
        title={t(`whitelabel.sections.${section}.emptyTitle` as TranslationKey<'admin'>)}
        description={t(`whitelabel.sections.${section}.emptyDescription` as TranslationKey<'admin'>)}
      />
    </Page>
  );
}
