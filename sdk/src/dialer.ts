/**
 * "Call" from anywhere (issue 27): any area asks the shell to open the dialer panel, with the number
 * to dial and the prospect it belongs to, without loading the dialer's code itself. The shell's phone
 * button listens (and keeps its gating: no calling feature, no dialer or no credentials, no panel).
 */
export interface OpenDialerRequest {
  /** The number to put in the dial input (E.164 or as typed). */
  to?: string;
  /** The prospect the call is logged against (POST /dialer/calls prospect_id). */
  prospectId?: string | null;
}

export const OPEN_DIALER_EVENT = 'outreach:open-dialer';

export function openDialer(request: OpenDialerRequest = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<OpenDialerRequest>(OPEN_DIALER_EVENT, { detail: request }));
}

/** Listens for openDialer requests; returns the unsubscribe. */
export function onOpenDialer(listener: (request: OpenDialerRequest) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handler = (event: Event) => listener((event as CustomEvent<OpenDialerRequest>).detail ?? {});
  window.addEventListener(OPEN_DIALER_EVENT, handler);
  return () => window.removeEventListener(OPEN_DIALER_EVENT, handler);
}

/** What the shell hands the dialer remote's panel (its './Panel' module's default export). */
export interface DialerPanelHostProps {
  /** Shown, or kept mounted but hidden (a call goes on, incoming calls still ring). */
  open: boolean;
  /** The latest openDialer request; a new object fills the dial input again. */
  request: OpenDialerRequest | null;
  onClose: () => void;
  /** An incoming call rings: the shell shows the panel. */
  onRequestOpen: () => void;
}
