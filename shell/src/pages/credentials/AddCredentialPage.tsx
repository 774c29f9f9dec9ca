import { Button, Page, Spinner } from '@outreach/design-system';
import { useT, useNavigate } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { withCarriedQuery } from '../../layouts/carried-query';
import { ensureCredentialStyles } from './credentials.styles';

const AddCredentialFlow = lazy(() => import('./add-flow/AddCredentialFlow'));

/**
 * spec platform §2: /credentials/add (credentials-add: "Go to campaigns" when credentials exist) and
 * /credentials/add-first (first-credential-add: a Skip button). `?credentialId=` resumes an existing one.
 */
export function AddCredentialPage({ first = false }: { first?: boolean }) {
  ensureCredentialStyles();
  const t = useT('layout');
  const navigate = useNavigate();
  const location = useLocation();
  const credentials = useCredentials();
  const credentialId = new URLSearchParams(location.search).get('credentialId');
  const hasCredentials = (credentials.data?.length ?? 0) > 0;

  let actions = null;
  if (first) {
    // With no credentials the campaigns pages are not open yet (platform §4); the dashboard is.
    actions = (
      <Button variant="ghost" onClick={() => navigate(withCarriedQuery('/dashboard', location.search))}>
        {t('add.skip')}
      </Button>
    );
  } else if (hasCredentials) {
    actions = (
      <Button
        variant="secondary"
        onClick={() => navigate(withCarriedQuery('/campaigns/my-campaigns', location.search))}
      >
        {t('add.goToCampaigns')}
      </Button>
    );
  }

  return (
    <Page title={first ? t('add.firstTitle') : t('add.title')} subtitle={t('add.subtitle')} actions={actions}>
      <div className="shell-flow-page">
        <Suspense fallback={<Spinner />}>
          <AddCredentialFlow credentialId={credentialId} />
        </Suspense>
      </div>
    </Page>
  );
}

export default function CredentialsAddPage() {
  return <AddCredentialPage />;
}

export function FirstCredentialAddPage() {
  return <AddCredentialPage first />;
}
