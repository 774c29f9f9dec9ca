import { Avatar, Button, Dropdown, Input } from '@outreach/design-system';
import { useT, type TranslationKey } from '@outreach/sdk';
import { credentialStatusKey } from '@outreach/sdk/account';
import { useState } from 'react';
import { openAddCredentialModal } from '../../pages/credentials/add-credential-modal.store';
import { useSeats } from '../../pages/credentials/credential-api';
import { Icon } from '../icons';
import { useShellContext } from '../use-shell-context';
import { credentialName, searchCredentials } from './credential-search';
import { useSwitchCredential } from './credential-switch';
import { seatsText, seatsUsage } from './seats';

/**
 * spec platform §2 "Account switcher": the credentials, searchable by the start of a name or the
 * username, the seats used/total (credentials/max for the restricted brand), and New account.
 */
export function AccountSwitcher({ compact = false }: { compact?: boolean }) {
  const t = useT('layout');
  const { account, brand, credentials = [], selected } = useShellContext();
  const seats = useSeats();
  const switchCredential = useSwitchCredential();
  const [search, setSearch] = useState('');
  const found = searchCredentials(credentials, search);
  const usage = seatsUsage({ brand, seats: seats.data, account, credentialsCount: credentials.length });

  const trigger = selected ? (
    <>
      <span aria-hidden="true">
        <Avatar name={credentialName(selected)} src={selected.photo_link ?? undefined} size="sm" />
      </span>
      {compact ? null : <span className="shell-switcher__name">{credentialName(selected)}</span>}
      <Icon name="chevron" size={16} />
    </>
  ) : (
    <>
      <span className="shell-switcher__name">{t('switcher.noAccount')}</span>
      <Icon name="chevron" size={16} />
    </>
  );

  return (
    <Dropdown
      className="shell-switcher"
      triggerClassName="shell-switcher__trigger"
      panelClassName="shell-switcher__panel"
      aria-label={
        selected ? t('switcher.label', { name: credentialName(selected) }) : t('switcher.noAccount')
      }
      trigger={trigger}
    >
      {(close) => (
        <div className="shell-switcher__content">
          <Input
            label={t('switcher.search')}
            type="search"
            value={search}
            autoFocus
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('switcher.searchPlaceholder')}
          />
          <ul className="shell-switcher__list" aria-label={t('switcher.accounts')}>
            {found.map((credential) => (
              <li key={credential._id}>
                <button
                  type="button"
                  className="shell-switcher__option"
                  aria-current={credential._id === selected?._id || undefined}
                  onClick={() => {
                    close();
                    setSearch('');
                    if (credential._id !== selected?._id) switchCredential(credential);
                  }}
                >
                  <span aria-hidden="true">
                    <Avatar
                      name={credentialName(credential)}
                      src={credential.photo_link ?? undefined}
                      size="sm"
                    />
                  </span>
                  <span className="shell-switcher__option-text">
                    <span className="shell-switcher__option-name">{credentialName(credential)}</span>
                    <span className="shell-switcher__option-email">{credential.username}</span>
                  </span>
                  <span className={`shell-status shell-status--${credentialStatusKey(credential)}`}>
                    {t(`status.${credentialStatusKey(credential)}` as TranslationKey<'layout'>)}
                  </span>
                </button>
              </li>
            ))}
            {found.length === 0 ? <li className="shell-switcher__empty">{t('switcher.noMatch')}</li> : null}
          </ul>
          <div className="shell-switcher__footer">
            <span className="shell-switcher__seats">{seatsText(usage, t)}</span>
            <Button
              size="sm"
              onClick={() => {
                close();
                openAddCredentialModal();
              }}
            >
              <Icon name="plus" size={16} />
              {t('switcher.newAccount')}
            </Button>
          </div>
        </div>
      )}
    </Dropdown>
  );
}
