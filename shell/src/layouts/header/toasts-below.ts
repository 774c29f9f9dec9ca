/** Where the design system's notification stack starts (Notification.styles.ts reads it). */
export const toastTopVariable = '--ds-toast-top';

/** The space between the header's bottom edge and the first toast, in px. */
const gap = 16;

/**
 * A ref callback for a page header (issue 26 item 26: the first page's toast covered the header and
 * its account menu): while the header is mounted, the notification stack of its themed root starts
 * below it, following its height (ResizeObserver); on unmount the default offset comes back.
 */
export function toastsBelow(header: HTMLElement | null): (() => void) | undefined {
  const root = header?.closest<HTMLElement>('[data-ds-root]');
  if (!header || !root) return undefined;
  const apply = () => {
    const bottom = header.getBoundingClientRect().bottom + window.scrollY;
    root.style.setProperty(toastTopVariable, `${Math.round(Math.max(0, bottom)) + gap}px`);
  };
  apply();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
  observer?.observe(header);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(toastTopVariable);
  };
}
