import { Button } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { useState } from 'react';

export const MOVED_NOTICE_KEY = 'templatesMovedNoticeDismissed';

function readDismissed() {
  try {
    return localStorage.getItem(MOVED_NOTICE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * spec outreach §2 Templates: "The voicemails tab shows a dismissible notice that signatures
 * and voicemails were moved, with a 'Got it' button. Dismissal is remembered locally."
 */
export function MovedNotice() {
  // The notice's words live in the area's namespace (remotes/campaigns/src/i18n.ts), in five languages.
  const t = useT('campaigns');
  const embedded = useSession((state) => state.embedded);
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;
  return (
    <div role="status">
      <p>{t('templates.movedNotice')}</p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setDismissed(true);
          // a partner portal persists nothing (sdk session: embedded)
          if (embedded) return;
          try {
            localStorage.setItem(MOVED_NOTICE_KEY, 'true');
          } catch {
            // storage blocked: the notice stays dismissed for this visit
          }
        }}
      >
        {t('templates.gotIt')}
      </Button>
    </div>
  );
}
