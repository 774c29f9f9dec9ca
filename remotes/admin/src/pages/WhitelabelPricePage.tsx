import { EmptyState, Page } from '@outreach/design-system';
import { useT, type TranslationKey } from '@outreach/sdk';
import { useLocation, useParams } from 'react-router';
import { AdminMenu } from './AdminMenu';
import { segmentKey } from './menus';
import { WhitelabelMenu } from './WhitelabelMenu';

/** spec platform §2: pricing update, update-description and update-promo /:type/:priceId. */
export default function WhitelabelPricePage() {
  const t = useT('admin');
  const { whitelabel = '', type = '', priceId = '' } = useParams();
  const { pathname } = useLocation();
  // .../pricing/<action>/:type/:priceId
  const action = segmentKey(pathname.replace(/\/+$/, '').split('/').at(-3) ?? 'update');
  return (
    <Page
      title={t('whitelabel.title')}
      subtitle={t(`price.${action}.subtitle` as TranslationKey<'admin'>, { whitelabel, type, priceId })}
    >
      <AdminMenu />
      <WhitelabelMenu whitelabel={whitelabel} />
      <EmptyState
        title={t(`price.${action}.emptyTitle` as TranslationKey<'admin'>)}
        description={t(`price.${action}.emptyDescription` as TranslationKey<'admin'>)}
      />
    </Page>
  );
}
