import { Avatar, Button, EmptyState, Page } from '@outreach/design-system';
import { useNavigate, useT } from '@outreach/sdk';
import { credentialName, credentialStatusKey, useCredentials } from '@outreach/sdk/account';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { Link, useLocation } from 'react-router';
import { ListTable } from '../features/shared/ListTable';
import { QueryStates } from '../features/shared/QueryStates';
import { integrationsMenu } from './menus';

/**
 * spec outreach §2: the integrations' credentials tab: the workspace's connected accounts with their
 * state and a way to each one's settings (issue 26 item 23: it was a fixed empty state). Adding an
 * account is the shell's /credentials/add. The list is the shell's own query (sdk useCredentials),
 * so it is already in the cache and stays live with the credential events.
 */
export default function IntegrationCredentialsPage() {
  const t = useT('inbox');
  const navigate = useNavigate();
  const { search } = useLocation();
  const credentials = useCredentials();
  const add = <Button onClick={() => navigate(`/credentials/add${search}`)}>{t('credentials.add')}</Button>;
  const settingsLink = (id: string) => {
    const query = new URLSearchParams(search);
    query.set('selectedCred', id);
    return `/settings/account?${query}`;
  };
  return (
    <Page title={t('integrations.title')} subtitle={t('credentials.subtitle')} actions={add}>
      <AreaTabs tabs={integrationsMenu(t)} />
      <QueryStates
        query={credentials}
        loadingLabel={t('credentials.loading')}
        errorTitle={t('credentials.loadError')}
        errorText={(error) => (error instanceof Error ? error.message : String(error))}
      >
        {(items) =>
          items.length === 0 ? (
            <EmptyState
              title={t('credentials.emptyTitle')}
              description={t('credentials.emptyDescription')}
              action={add}
            />
          ) : (
            <ListTable
              className="integrations-credentials"
              label={t('credentials.table')}
              columns={[
                'credentials.account',
                'credentials.type',
                'credentials.state',
                'credentials.actions',
              ]}
              t={t}
            >
              {items.map((credential) => (
                <tr key={credential._id}>
                  <td>
                    <Avatar
                      name={credentialName(credential)}
                      src={credential.photo_link ?? undefined}
                      size="sm"
                    />{' '}
                    {credentialName(credential)}
                    {credential.username !== credentialName(credential) ? ` · ${credential.username}` : ''}
                  </td>
                  <td>{t(`credentials.${credential.automation_type}`)}</td>
                  <td>{t(`credentials.status.${credentialStatusKey(credential)}`)}</td>
                  <td>
                    <Link to={settingsLink(credential._id)}>{t('credentials.settings')}</Link>
                  </td>
                </tr>
              ))}
            </ListTable>
          )
        }
      </QueryStates>
    </Page>
  );
}
