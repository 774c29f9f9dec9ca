import { Button, EmptyState, Page, Spinner } from '@outreach/design-system';
import { useT, Navigate, useNavigate } from '@outreach/sdk';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { carriedQuery } from '../../layouts/carried-query';
import { credentialName } from '../../layouts/account-switcher/credential-search';
import { SettingsLayout } from '../../layouts/SettingsLayout';
import { useShellContext } from '../../layouts/use-shell-context';
import type { CredentialDetails } from '../credentials/credential-api';
import { ensureCredentialStyles } from '../credentials/credentials.styles';
import { AccountSection } from './sections/AccountSection';
import { BlacklistSection } from './sections/BlacklistSection';
import { ConnectionSection } from './sections/ConnectionSection';
import { LimitsSection } from './sections/LimitsSection';
import { LocationSection } from './sections/LocationSection';

/** platform §2: /settings and its children, the settings of the selected connected account. */
export const settingsSections = ['account', 'limits', 'location', 'blacklist', 'connection'] as const;
export type SettingsSection = (typeof settingsSections)[number];

/** outreach §2: signatures and voicemails settings moved to the templates pages. */
const movedSections: Record<string, string> = {
  signatures: '/templates/signatures',
  voicemails: '/templates/voicemails',
};

function isSection(value: string | undefined): value is SettingsSection {
  return settingsSections.includes(value as SettingsSection);
}

export default function SettingsPage() {
  ensureCredentialStyles();
  const t = useT('layout');
  const { section } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { selected, credentialsLoaded } = useShellContext();
  const moved = section ? movedSections[section] : undefined;
  if (moved) return <Navigate to={`${moved}${location.search}`} replace />;
  if (!isSection(section)) return <Navigate to={`/settings/account${location.search}`} replace />;

  const query = carriedQuery(location.search, selected?._id);
  const credential = selected as CredentialDetails | undefined;

  let content: ReactNode;
  if (!credentialsLoaded) content = <Spinner />;
  else if (!credential) {
    content = (
      <EmptyState
        title={t('settings.noAccountTitle')}
        description={t('settings.noAccountText')}
        action={
          <Button onClick={() => navigate(`/credentials/add${location.search}`)}>
            {t('settings.addAccount')}
          </Button>
        }
      />
    );
  } else {
    const sections: Record<SettingsSection, ReactNode> = {
      account: <AccountSection credential={credential} />,
      limits: <LimitsSection credential={credential} />,
      location: <LocationSection credential={credential} />,
      blacklist: <BlacklistSection credential={credential} />,
      connection: <ConnectionSection credential={credential} />,
    };
    // A new key per credential: switching accounts resets every form to the new one's values.
    content = (
      <div key={credential._id} className="shell-credential-settings">
        {sections[section]}
      </div>
    );
  }

  return (
    <Page title={t('settings.title')} subtitle={credential ? credentialName(credential) : undefined}>
      <SettingsLayout
        title={t('settings.title')}
        activeId={section}
        items={settingsSections.map((id) => ({
          id,
          label: t(`settings.sections.${id}`),
          to: `/settings/${id}${query}`,
        }))}
      >
        {content}
      </SettingsLayout>
    </Page>
  );
}
