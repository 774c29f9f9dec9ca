import { Button, Modal, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';
import { type ReactNode, useState } from 'react';
import type { WorkspacePage } from '@outreach/core/areas';
import { completeAllowedPages } from './access';
import { CredentialsPicker, PagesPicker } from './AccessPickers';
import { useAllowedPages, useAvailableCredentials, useSaveAllowedPages, useSetCredentials } from './hooks';

export interface MemberRef {
  _id: string;
  name: string;
}

/** The props of both modals: whose access, in which workspace. */
interface MemberModalProps {
  spaceId: string;
  member: MemberRef;
  onClose: () => void;
}

/** A member's access modal: the load error, or a spinner until the data is in, then the form. */
function MemberAccessModal({
  title,
  error,
  pending,
  onClose,
  form,
}: {
  title: string;
  error: Error | null;
  pending: boolean;
  onClose: () => void;
  /** Called once the data is in. */
  form: () => ReactNode;
}) {
  return (
    <Modal open onClose={onClose} title={title}>
      {error ? <p role="alert">{error.message}</p> : pending ? <Spinner /> : form()}
    </Modal>
  );
}

/** Save (busy while saving) and Cancel, under an access form. */
function SaveOrCancel({
  saving,
  onSave,
  onClose,
}: {
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}) {
  const t = useT('account');
  return (
    <div className="account-prefs__actions">
      <Button loading={saving} onClick={onSave}>
        {t('common.save')}
      </Button>
      <Button variant="secondary" onClick={onClose}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}

/** GET then PUT /users/{id}/allowed_pages for one member. */
export function AllowedPagesModal({ spaceId, member, onClose }: MemberModalProps) {
  const t = useT('account');
  const pages = useAllowedPages(spaceId, member._id);
  return (
    <MemberAccessModal
      title={t('workspaceUsers.pagesTitle', { name: member.name })}
      error={pages.error}
      pending={pages.isPending}
      onClose={onClose}
      form={() => (
        <AllowedPagesForm
          spaceId={spaceId}
          memberId={member._id}
          initial={completeAllowedPages(pages.data)}
          onClose={onClose}
        />
      )}
    />
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
  initial: Record<WorkspacePage, boolean>;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initial);
  const save = useSaveAllowedPages(spaceId, memberId, onClose);
  return (
    <div className="account-prefs__form">
      <PagesPicker value={value} onChange={setValue} disabled={save.isPending} />
      <SaveOrCancel saving={save.isPending} onSave={() => save.mutate(value)} onClose={onClose} />
    </div>
  );
}

/** The credentials a member may use: GET /users/get_available_credentials, POST /users/{id}/set_credentials. */
export function MemberCredentialsModal({ spaceId, member, onClose }: MemberModalProps) {
  const t = useT('account');
  const available = useAvailableCredentials(spaceId, member._id);
  const credentials = useCredentials();
  return (
    <MemberAccessModal
      title={t('workspaceUsers.credentialsTitle', { name: member.name })}
      error={available.error ?? credentials.error}
      pending={available.isPending || credentials.isPending}
      onClose={onClose}
      form={() => (
        <MemberCredentialsForm
          spaceId={spaceId}
          memberId={member._id}
          credentials={credentials.data ?? []}
          initial={available.data ?? []}
          onClose={onClose}
        />
      )}
    />
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
      <SaveOrCancel saving={save.isPending} onSave={() => save.mutate(value)} onClose={onClose} />
    </div>
  );
}
