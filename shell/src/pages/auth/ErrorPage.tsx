import { Button, ErrorPanel } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { ensureAuthStyles } from './auth.styles';
import { loadPage } from './full-page-navigation';

ensureAuthStyles();

/**
 * spec platform §2 "/error (retries and returns to the root)": where 'Failed to fetch' lands
 * (§4). Retry is a full load of the root, so every request the app makes starts again.
 */
export default function ErrorPage() {
  const t = useT('account');
  return (
    <div className="account-public">
      <div className="account-public__card account-public__card--narrow">
        <ErrorPanel title={t('error.title')} message={t('error.text')} />
        <div className="account-auth__actions">
          <Button onClick={() => loadPage('/')}>{t('error.retry')}</Button>
        </div>
      </div>
    </div>
  );
}
