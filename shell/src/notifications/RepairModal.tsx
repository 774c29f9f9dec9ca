import { Modal, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';
import { lazy, Suspense } from 'react';
import type { CredentialDetails } from '../pages/credentials/credential-api';
import { closeRepairModal, useRepairModal } from './repair-modal.store';

const RepairModalBody = lazy(() => import('./RepairModalBody'));

/** The open repair modal (500 px), for the credential its notice named. */
export function RepairModal() {
  const t = useT('layout');
  const { modal, credentialId } = useRepairModal();
  const credentials = useCredentials();
  const credential = credentials.data?.find((item) => item._id === credentialId) as
    | CredentialDetails
    | undefined;
  const open = Boolean(modal && credential);
  return (
    <Modal
      open={open}
      onClose={closeRepairModal}
      title={modal ? t(`repair.titles.${modal}`) : ''}
      width={500}
    >
      {modal && credential ? (
        <Suspense fallback={<Spinner />}>
          <RepairModalBody modal={modal} credential={credential} onClose={closeRepairModal} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
