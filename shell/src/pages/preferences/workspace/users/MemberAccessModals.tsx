import { Button, Modal, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';
import { useState } from 'react';
import { type AllowablePage, completeAllowedPages } from './access';
import { CredentialsPicker, PagesPicker } from './AccessPickers';
import { useAllowedPages, useAvailableCredentials, useSaveAllowedPages, useSetCredentials } from './hooks';

export interface MemberRef {
  _id: string;
  name: string;
}

/** GET then PUT /users/{id}/allowed_pages for one member. */
export function AllowedPagesModal({
  spaceId,
  member,
  onClose,
}: {
  spaceId: string;
  member: MemberRef;
  onClose: () => void;
}) {
  const t = useT('account');
  const pages = useAllowedPages(spaceId, member._id);
  return (
    <Modal open onClose={onClose} title={t('workspaceUsers.pagesTitle', { name: member.name })}>
      {pages.isError ? (
        <p role="alert">{pages.error.message}</p>
      ) : pages.isPending ? (
        <Spinner />
      ) : (
        <AllowedPagesForm
          spaceId={spaceId}
          memberId={member._id}
          initial={completeAllowedPages(pages.data)}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function AllowedPagesForm({
  spaceId,
  memberId,
  initial,
  onClose,
}: {
  spaceId: string;
  memberId: string;
  initial: Record<AllowablePage, boolean>;
  onClose: () => void;
}) {
  const t = useT('account');
  const [value, setValue] = useState(initial);
  const save = useSaveAllowedPages(spaceId, memberId, onClose);
  return (
    <div className="account-prefs__form">
      <PagesPicker value={value} onChange={setValue} disabled={save.isPending} />
      <div className="account-prefs__actions">
        <Button loading={save.isPending} onClick={() => save.mutate(value)}>
          {t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** The credentials a member may use: GET /users/get_available_credentials, POST /users/{id}/set_credentials. */
export function MemberCredentialsModal({
  spaceId,
  member,
  onClose,
}: {
  spaceId: string;
  member: MemberRef;
  onClose: () => void;
}) {
  const t = useT('account');
  const available = useAvailableCredentials(spaceId, member._id);
  const credentials = useCredentials();
  const error = available.error ?? credentials.error;
  return (
    <Modal open onClose={onClose} title={t('workspaceUsers.credentialsTitle', { name: member.name })}>
      {error ? (
        <p role="alert">{error.message}</p>
      ) : available.isPending || credentials.isPending ? (
        <Spinner />
      ) : (
        <MemberCredentialsForm
          spaceId={spaceId}
          memberId={member._id}
          credentials={credentials.data ?? []}
          initial={available.data ?? []}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function MemberCredentialsForm({
  spaceId,
  memberId,
  credentials,
  initial,
  onClose,
}: {
  spaceId: string;
  memberId: string;
  credentials: Parameters<typeof CredentialsPicker>[0]['credentials'];
  initial: string[];
  onClose: () => void;
}) {
  const t = useT('account');
  const [value, setValue] = useState(initial);
  const save = useSetCredentials(spaceId, memberId, onClose);
  return (
    <div className="account-prefs__form">
      <CredentialsPicker
        credentials={credentials}
        value={value}
        onChange={setValue}
        disabled={save.isPending}
      />
      <div className="account-prefs__actions">
        <Button loading={save.isPending} onClick={() => save.mutate(value)}>
          {t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
