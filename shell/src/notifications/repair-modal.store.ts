import type { NotificationModal } from '@outreach/sdk/account';
import { create } from 'zustand';

interface RepairModalState {
  modal: NotificationModal | null;
  credentialId: string | null;
}

/** Which repair modal is open (ai-telephony §2), for which credential; one at a time. */
export const useRepairModal = create<RepairModalState>()(() => ({ modal: null, credentialId: null }));

export function openRepairModal(modal: NotificationModal, credentialId: string | null) {
  useRepairModal.setState({ modal, credentialId });
}

export function closeRepairModal() {
  useRepairModal.setState({ modal: null, credentialId: null });
}
