import { Modal, Spinner } from '@outreach/design-system';
import { useT, useNavigate } from '@outreach/sdk';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  ADD_NEW_MODAL_PARAMETER,
  addNewModalSearch,
  closeAddCredentialModal,
  openAddCredentialModal,
  useAddCredentialModal,
} from './add-credential-modal.store';
import { ensureCredentialStyles } from './credentials.styles';

const AddCredentialFlow = lazy(() => import('./add-flow/AddCredentialFlow'));

/**
 * The add-credential modal of spec platform §2 (500 px), rendered once by the layout and opened from
 * anywhere (openAddCredentialModal). While open it keeps `addNewModal=true` in the query (unless on the add
 * routes or completing a given credential); a page opened with it shows the modal.
 */
export function AddCredentialModalHost() {
  ensureCredentialStyles();
  const t = useT('layout');
  const location = useLocation();
  const navigate = useNavigate();
  const modal = useAddCredentialModal();
  const started = useRef(false);

  useEffect(() => {
    if (!started.current) {
      started.current = true;
      if (new URLSearchParams(location.search).get(ADD_NEW_MODAL_PARAMETER) === 'true' && !modal.open) {
        openAddCredentialModal();
        return;
      }
    }
    const search = addNewModalSearch(location, modal);
    if (search !== null) navigate({ pathname: location.pathname, search }, { replace: true });
  }, [location, modal, navigate]);

  return (
    <Modal open={modal.open} onClose={closeAddCredentialModal} title={t('add.modalTitle')} width={500}>
      {modal.open ? (
        <Suspense fallback={<Spinner />}>
          <AddCredentialFlow credentialId={modal.credentialId} onFinished={closeAddCredentialModal} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
