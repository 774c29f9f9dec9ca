import { create } from 'zustand';
import { isAddCredentialPath } from './credential-paths';

interface AddCredentialModalState {
  open: boolean;
  /** Completing an existing credential (the flow starts at its step) rather than adding one. */
  credentialId: string | null;
}

/** The add-credential modal (platform §2, 500 px): opened from the account switcher, a notice, settings… */
export const useAddCredentialModal = create<AddCredentialModalState>()(() => ({
  open: false,
  credentialId: null,
}));

export function openAddCredentialModal(credentialId: string | null = null) {
  useAddCredentialModal.setState({ open: true, credentialId });
}

export function closeAddCredentialModal() {
  useAddCredentialModal.setState({ open: false, credentialId: null });
}

export const ADD_NEW_MODAL_PARAMETER = 'addNewModal';

/**
 * spec platform §2: "The add-credential modal sets query addNewModal=true while open unless on the two add
 * routes or a credential id is given, and removes it on close." The query string to show, or null when
 * it is right already.
 */
export function addNewModalSearch(
  location: { pathname: string; search: string },
  modal: { open: boolean; credentialId: string | null },
): string | null {
  const query = new URLSearchParams(location.search);
  const wanted = modal.open && !modal.credentialId && !isAddCredentialPath(location.pathname);
  const present = query.get(ADD_NEW_MODAL_PARAMETER) === 'true';
  if (wanted === present) return null;
  if (wanted) query.set(ADD_NEW_MODAL_PARAMETER, 'true');
  else query.delete(ADD_NEW_MODAL_PARAMETER);
  const text = query.toString();
  return text ? `?${text}` : '';
}
