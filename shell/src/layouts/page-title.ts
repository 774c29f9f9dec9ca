import { formatBadgeCount } from '@outreach/design-system';
import { useEffect } from 'react';

const unreadPrefix = /^\(\d+\+?\) /;

/** spec platform §4 "Credential switch": the page title shows the unread count, "(3) Inbox". */
export function titleWithUnreadCount(title: string, unread: number | undefined): string {
  const bare = title.replace(unreadPrefix, '');
  return unread && unread > 0 ? `(${formatBadgeCount(unread)}) ${bare}` : bare;
}

/** Keeps the count in front of whatever title the current page sets. */
export function useUnreadPageTitle(unread: number | undefined, fallbackTitle: string) {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const apply = () => {
      const next = titleWithUnreadCount(document.title || fallbackTitle, unread);
      if (document.title !== next) document.title = next;
    };
    apply();
    const titleElement = document.querySelector('title');
    if (!titleElement || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(apply);
    observer.observe(titleElement, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = titleWithUnreadCount(document.title, 0);
    };
  }, [unread, fallbackTitle]);
}
