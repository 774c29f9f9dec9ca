export { AccountNotifications } from './AccountNotifications';
export { NotificationsBell } from './NotificationsBell';
export { openRepairModal, closeRepairModal } from './repair-modal.store';
