import {
  Button,
  EmptyState,
  ErrorPanel,
  Input,
  Select,
  Spinner,
  Tabs,
  showSnackbar,
} from '@outreach/design-system';
import { ApiError, useSession, useT } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CatalogueGrid } from './components/CatalogueGrid';
import { MailboxForm } from './components/MailboxForm';
import { MailboxList } from './components/MailboxList';
import {
  isOAuthMailboxProvider,
  useCatalogue,
  useConnectOAuthMailbox,
  useSaveMailbox,
} from './hooks/useIntegrations';
import { ensureIntegrationStyles } from './integrations.styles';
import type { CatalogueCategory, MailboxJson } from './integrations.types';

/** spec outreach §3 Integration: the categories, "all" first. */
const categories = ['all', 'email', 'crm', 'automation', 'marketing', 'productivity'] as const;
type CategoryTab = (typeof categories)[number];

const errorText = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

/** Which mailbox the form shows: a new one, or one of the list (reconnect). */
type Editing = { mailbox: MailboxJson | null } | null;

/**
 * /integrations (spec outreach §2, issue 15 item 5): the catalogue by category (`?type=`), a
 * search box, and the email section: the account's mailboxes and the SMTP/IMAP form. The connect
 * route's `url` lands here with `integration_id` (and `credentials_id`): the form opens on it.
 * Google and Microsoft connect by signing in with them: their OAuth callback comes back here,
 * with `?error=` in plain words when the mailbox was not connected.
 */
export function IntegrationsCatalogue() {
  const t = useT('integrations');
  useEffect(() => ensureIntegrationStyles(), []);
  const [query, setQuery] = useSearchParams();
  const type = query.get('type');
  const tab: CategoryTab = categories.find((candidate) => candidate === type) ?? 'all';
  const [search, setSearch] = useState('');

  const credentials = useCredentials();
  const selectedCredentialId = useSession((state) => state.selectedCredentialId);
  const [picked, setPicked] = useState<string | null>(query.get('credentials_id'));
  const credentialList = credentials.data ?? [];
  const credentialId =
    [picked, selectedCredentialId].find((id) => id && credentialList.some((c) => c._id === id)) ??
    credentialList[0]?._id ??
    null;

  const catalogue = useCatalogue(credentialId);
  const save = useSaveMailbox();
  const connectOAuth = useConnectOAuthMailbox();
  const oauthError = query.get('error');
  const [editing, setEditing] = useState<Editing>(null);
  // A mailbox made by connect but refused by add_smtp: the next try sets that one again.
  const [pendingId, setPendingId] = useState<string | null>(null);

  // The connect route's url names the integration to set up.
  const linkedId = query.get('integration_id');
  useEffect(() => {
    if (!linkedId || !catalogue.data) return;
    const mailbox = catalogue.data.mailboxes.find((candidate) => candidate._id === linkedId);
    if (mailbox) setEditing({ mailbox });
  }, [linkedId, catalogue.data]);

  const providers = useMemo(() => {
    const all = catalogue.data?.categories.flatMap((category) => category.providers) ?? [];
    const needle = search.trim().toLowerCase();
    return all.filter(
      (provider) =>
        (tab === 'all' || provider.category === (tab as CatalogueCategory)) &&
        (needle === '' || provider.name.toLowerCase().includes(needle) || provider.id.includes(needle)),
    );
  }, [catalogue.data, tab, search]);

  const selectTab = (id: string) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      if (id === 'all') next.delete('type');
      else next.set('type', id);
      return next;
    });

  const closeForm = () => {
    setEditing(null);
    save.reset();
    if (linkedId)
      setQuery((current) => {
        const next = new URLSearchParams(current);
        for (const name of ['integration_id', 'provider', 'credentials_id']) next.delete(name);
        return next;
      });
  };

  const openNewMailbox = () => {
    save.reset();
    setEditing({ mailbox: null });
  };

  /** SMTP: the settings form; Google and Microsoft: off to their sign-in (useConnectOAuthMailbox). */
  const connectMailbox = (provider: string) => {
    if (!isOAuthMailboxProvider(provider)) return openNewMailbox();
    if (!credentialId) return showSnackbar({ type: 'error', text: t('noCredential') });
    connectOAuth.mutate(
      { provider, credentialId },
      { onError: (error) => showSnackbar({ type: 'error', text: errorText(error) }) },
    );
  };

  const dismissOAuthError = () =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      next.delete('error');
      return next;
    });

  const showEmail = tab === 'all' || tab === 'email';
  const editingId = editing?.mailbox?._id ?? pendingId;

  return (
    <>
      <Tabs
        aria-label={t('categoriesLabel')}
        items={categories.map((id) => ({ id, label: t(`category.${id}`) }))}
        value={tab}
        onChange={selectTab}
      />
      <div className="integrations-toolbar">
        <Input
          label={t('search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      {catalogue.isPending ? (
        <Spinner label={t('loading')} />
      ) : catalogue.isError ? (
        <ErrorPanel title={t('loadError')} message={errorText(catalogue.error)} />
      ) : (
        <>
          {showEmail ? (
            <section className="integrations-section" aria-label={t('mailboxes.title')}>
              <h2>{t('mailboxes.title')}</h2>
              {oauthError ? (
                <div className="integrations-warning" role="alert">
                  <strong>{t('oauthError')}</strong>
                  <div>{oauthError}</div>
                  <Button size="sm" variant="secondary" onClick={dismissOAuthError}>
                    {t('dismiss')}
                  </Button>
                </div>
              ) : null}
              {catalogue.data.public_url_warning ? (
                <div className="integrations-warning" role="note" title={catalogue.data.public_url_warning}>
                  <strong>{t('publicUrlWarning')}</strong>
                  <div>{catalogue.data.public_url_warning}</div>
                </div>
              ) : null}
              {credentialList.length === 0 ? (
                <p>{t('noCredential')}</p>
              ) : (
                <>
                  <div className="integrations-toolbar">
                    {credentialList.length > 1 ? (
                      <Select
                        label={t('credential')}
                        value={credentialId ?? ''}
                        options={credentialList.map((credential) => ({
                          value: credential._id,
                          label: credential.full_name || credential.username,
                        }))}
                        onChange={(event) => {
                          setPicked(event.target.value);
                          setPendingId(null);
                        }}
                      />
                    ) : (
                      <span />
                    )}
                    <Button onClick={openNewMailbox}>{t('mailboxes.add')}</Button>
                  </div>
                  <MailboxList
                    mailboxes={catalogue.data.mailboxes}
                    onEdit={(mailbox) => {
                      if (isOAuthMailboxProvider(mailbox.type)) return connectMailbox(mailbox.type);
                      save.reset();
                      setEditing({ mailbox });
                    }}
                  />
                </>
              )}
            </section>
          ) : null}

          {providers.length === 0 ? (
            <EmptyState title={t('noResults')} />
          ) : (
            <CatalogueGrid providers={providers} onConnectMailbox={connectMailbox} />
          )}
        </>
      )}

      {editing && credentialId ? (
        <MailboxForm
          key={editing.mailbox?._id ?? 'new'}
          mailbox={editing.mailbox}
          saving={save.isPending}
          error={save.error}
          onClose={closeForm}
          onSave={(settings) =>
            save.mutate(
              { credentialId, integrationId: editingId, settings, onCreated: setPendingId },
              {
                onSuccess: () => {
                  setPendingId(null);
                  showSnackbar({ type: 'success', text: t('form.saved') });
                  closeForm();
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
