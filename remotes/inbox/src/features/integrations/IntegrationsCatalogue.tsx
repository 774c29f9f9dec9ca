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
  const { query, tab, oauthError, linkedId, selectTab, dismissOAuthError, clearLinked } = useCatalogueQuery();
  const [search, setSearch] = useState('');
  const { credentialList, credentialId, setPicked } = useChosenCredential(query.get('credentials_id'));

  const catalogue = useCatalogue(credentialId);
  const save = useSaveMailbox();
  const connectOAuth = useConnectOAuthMailbox();
  const [editing, setEditing] = useState<Editing>(null);
  // A mailbox made by connect but refused by add_smtp: the next try sets that one again.
  const [pendingId, setPendingId] = useState<string | null>(null);

  useLinkedMailbox(linkedId, catalogue.data, setEditing);

  const providers = useMemo(() => providersFor(catalogue.data, tab, search), [catalogue.data, tab, search]);

  const closeForm = () => {
    setEditing(null);
    save.reset();
    if (linkedId) clearLinked();
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
      <CatalogueSearch value={search} onChange={setSearch} />

      {catalogue.isPending ? (
        <Spinner label={t('loading')} />
      ) : catalogue.isError ? (
        <ErrorPanel title={t('loadError')} message={errorText(catalogue.error)} />
      ) : (
        <>
          {showEmail ? (
            <MailboxesSection
              oauthError={oauthError}
              onDismissOAuthError={dismissOAuthError}
              credentials={credentialList}
              credentialId={credentialId}
              onPickCredential={(id) => {
                setPicked(id);
                setPendingId(null);
              }}
              onAdd={openNewMailbox}
              mailboxes={catalogue.data.mailboxes}
              onEdit={(mailbox) => {
                if (isOAuthMailboxProvider(mailbox.type)) return connectMailbox(mailbox.type);
                save.reset();
                setEditing({ mailbox });
              }}
            />
          ) : null}

          {providers.length === 0 ? (
            <EmptyState title={t('noResults')} />
          ) : (
            <CatalogueGrid
              providers={providers}
              onConnectMailbox={connectMailbox}
              credentialId={credentialId}
            />
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

/** The search over the catalogue's providers. */
function CatalogueSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT('integrations');
  return (
    <div className="integrations-toolbar">
      <Input
        label={t('search')}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

type Catalogue = NonNullable<ReturnType<typeof useCatalogue>['data']>;
type Mailbox = Catalogue['mailboxes'][number];

/** The providers of the chosen category whose name or id has the search. */
function providersFor(catalogue: Catalogue | undefined, tab: CategoryTab, search: string) {
  const all = catalogue?.categories.flatMap((category) => category.providers) ?? [];
  const needle = search.trim().toLowerCase();
  return all.filter(
    (provider) =>
      (tab === 'all' || provider.category === (tab as CatalogueCategory)) &&
      (needle === '' || provider.name.toLowerCase().includes(needle) || provider.id.includes(needle)),
  );
}

/** The mailboxes of the chosen sender, with the OAuth refusal. */
function MailboxesSection({
  oauthError,
  onDismissOAuthError,
  credentials,
  credentialId,
  onPickCredential,
  onAdd,
  mailboxes,
  onEdit,
}: {
  oauthError: string | null;
  onDismissOAuthError: () => void;
  credentials: { _id: string; full_name?: string; username: string }[];
  credentialId: string | null;
  onPickCredential: (id: string) => void;
  onAdd: () => void;
  mailboxes: Mailbox[];
  onEdit: (mailbox: Mailbox) => void;
}) {
  const t = useT('integrations');
  return (
    <section className="integrations-section" aria-label={t('mailboxes.title')}>
      <h2>{t('mailboxes.title')}</h2>
      {oauthError ? (
        <div className="integrations-warning" role="alert">
          <strong>{t('oauthError')}</strong>
          <div>{oauthError}</div>
          <Button size="sm" variant="secondary" onClick={onDismissOAuthError}>
            {t('dismiss')}
          </Button>
        </div>
      ) : null}
      {credentials.length === 0 ? (
        <p>{t('noCredential')}</p>
      ) : (
        <>
          <div className="integrations-toolbar">
            {credentials.length > 1 ? (
              <Select
                label={t('credential')}
                value={credentialId ?? ''}
                options={credentials.map((credential) => ({
                  value: credential._id,
                  label: credential.full_name || credential.username,
                }))}
                onChange={(event) => onPickCredential(event.target.value)}
              />
            ) : (
              <span />
            )}
            <Button onClick={onAdd}>{t('mailboxes.add')}</Button>
          </div>
          <MailboxList mailboxes={mailboxes} onEdit={onEdit} />
        </>
      )}
    </section>
  );
}

/**
 * What the URL says: the category tab, the OAuth callback's error, the integration the connect
 * route links to; and the changes the page makes to it.
 */
function useCatalogueQuery() {
  const [query, setQuery] = useSearchParams();
  const type = query.get('type');
  const tab: CategoryTab = categories.find((candidate) => candidate === type) ?? 'all';
  const edit = (change: (next: URLSearchParams) => void) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  const selectTab = (id: string) =>
    edit((next) => {
      if (id === 'all') next.delete('type');
      else next.set('type', id);
    });
  const dismissOAuthError = () => edit((next) => next.delete('error'));
  const clearLinked = () =>
    edit((next) => {
      for (const name of ['integration_id', 'provider', 'credentials_id']) next.delete(name);
    });
  return {
    query,
    tab,
    oauthError: query.get('error'),
    linkedId: query.get('integration_id'),
    selectTab,
    dismissOAuthError,
    clearLinked,
  };
}

/** The sender whose mailboxes show: the one picked (or named by the URL), else the selected one, else the first. */
function useChosenCredential(initial: string | null) {
  const credentials = useCredentials();
  const selectedCredentialId = useSession((state) => state.selectedCredentialId);
  const [picked, setPicked] = useState<string | null>(initial);
  const credentialList = credentials.data ?? [];
  const credentialId =
    [picked, selectedCredentialId].find((id) => id && credentialList.some((c) => c._id === id)) ??
    credentialList[0]?._id ??
    null;
  return { credentialList, credentialId, setPicked };
}

/** The connect route's url names the integration to set up: its form opens once the catalogue is in. */
function useLinkedMailbox(
  linkedId: string | null,
  catalogue: Catalogue | undefined,
  setEditing: (editing: { mailbox: Mailbox }) => void,
) {
  useEffect(() => {
    if (!linkedId || !catalogue) return;
    const mailbox = catalogue.mailboxes.find((candidate) => candidate._id === linkedId);
    if (mailbox) setEditing({ mailbox });
  }, [linkedId, catalogue, setEditing]);
}
