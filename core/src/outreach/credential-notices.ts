/**
 * ai-telephony §2 "Notification modals for broken accounts": the repair dialogs a credential's
 * notice can open. The API derives the notices (credentials module); the shell opens the dialog.
 */
export const notificationModals = [
  'changePass',
  'code',
  'connectInfo',
  'phone',
  'inmailsInfo',
  'credentialsUpdate',
  'twoFactor',
  'verifyEmail',
] as const;
export type NotificationModal = (typeof notificationModals)[number];
