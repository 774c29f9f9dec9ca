import { showNotification, showSnackbar } from '@outreach/design-system';

/** The API's seat refusals (platform §8), by their exact text. */
export const seatMessages = {
  needSeat: 'You need to purchase one more seat to be able to add an account',
  maxCredentials: "You can't add another account",
} as const;

export type SeatRefusal = keyof typeof seatMessages;

export function seatRefusal(message: string): SeatRefusal | null {
  if (message === seatMessages.needSeat) return 'needSeat';
  if (message === seatMessages.maxCredentials) return 'maxCredentials';
  return null;
}

/**
 * spec platform §8 "no seats gives a warning then an upgrade flow": a warning that stays until closed,
 * with a way to the billing page when billing is on. The restricted brand's maximum is a plain error.
 */
export function announceSeatRefusal(
  refusal: SeatRefusal,
  text: string,
  upgrade: { title: string; onClick: () => void } | null,
) {
  if (refusal === 'maxCredentials') {
    showSnackbar({ text, type: 'error' });
    return;
  }
  showNotification({
    type: 'warning',
    title: text,
    withoutDuration: true,
    hasClosedButton: true,
    ...(upgrade ? { actionButton: upgrade } : {}),
  });
}
