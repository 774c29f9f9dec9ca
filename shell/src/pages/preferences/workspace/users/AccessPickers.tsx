import { Checkbox } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { Credential } from '@outreach/sdk/account';
import { type WorkspacePage, workspacePages } from '@outreach/core/areas';

/** Checkboxes of the pages a member may open. */
export function PagesPicker({
  value,
  onChange,
  disabled,
}: {
  value: Record<WorkspacePage, boolean>;
  onChange: (value: Record<WorkspacePage, boolean>) => void;
  disabled?: boolean;
}) {
  const t = useT('account');
  return (
    <fieldset className="account-prefs__choices" disabled={disabled}>
      <legend className="ds-visually-hidden">{t('workspaceUsers.allowedPages')}</legend>
      {workspacePages.map((page) => (
        <Checkbox
          key={page}
          name={`page-${page}`}
          label={t(`pages.${page}`)}
          checked={value[page]}
          onChange={(event) => onChange({ ...value, [page]: event.target.checked })}
        />
      ))}
    </fieldset>
  );
}

/** Checkboxes of the workspace's connected accounts (credentials) a member may use. */
export function CredentialsPicker({
  credentials,
  value,
  onChange,
  disabled,
}: {
  credentials: readonly Credential[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}) {
  const t = useT('account');
  if (credentials.length === 0)
    return <p className="account-prefs__text">{t('workspaceUsers.noCredentials')}</p>;
  return (
    <fieldset className="account-prefs__choices" disabled={disabled}>
      <legend className="ds-visually-hidden">{t('workspaceUsers.credentials')}</legend>
      {credentials.map((credential) => {
        const name =
          credential.full_name ||
          `${credential.first_name ?? ''} ${credential.last_name ?? ''}`.trim() ||
          credential.username;
        return (
          <Checkbox
            key={credential._id}
            name={`credential-${credential._id}`}
            label={name}
            hint={name === credential.username ? undefined : credential.username}
            checked={value.includes(credential._id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...value, credential._id]
                  : value.filter((id) => id !== credential._id),
              )
            }
          />
        );
      })}
    </fieldset>
  );
}
