import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { ShellNotification } from './account-notifications';

/**
 * An account's notices as the bell's panel and the account settings list them: title, text, and a
 * "Fix" button on the ones `canFix` accepts.
 */
export function NoticeList({
  notices,
  canFix,
  onFix,
}: {
  notices: readonly ShellNotification[];
  canFix: (notice: ShellNotification) => boolean;
  onFix: (notice: ShellNotification) => void;
}) {
  const t = useT('layout');
  return (
    <ul className="shell-notifications__list">
      {notices.map((notice) => (
        <li
          key={notice._id}
          className={`shell-notifications__item shell-notifications__item--${notice.type}`}
        >
          <p className="shell-notifications__item-title">{notice.title}</p>
          {notice.text ? <p className="shell-notifications__item-text">{notice.text}</p> : null}
          {canFix(notice) ? (
            <Button size="sm" variant="secondary" onClick={() => onFix(notice)}>
              {t('notifications.fix')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
