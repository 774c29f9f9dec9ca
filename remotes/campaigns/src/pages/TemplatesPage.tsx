import { Button, EmptyState, Page } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { useState } from 'react';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { templatesMenu } from './menus';

const MOVED_NOTICE_KEY = 'templatesMovedNoticeDismissed';

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
function MovedNotice() {
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

/** /templates/my-templates, videos, signatures, voicemails: one page, the tab comes from the URL. */
export default function TemplatesPage() {
  const t = useT('campaigns');
  const tabs = templatesMenu(t);
  const section = useActiveTab(tabs);
  const strings = {
    'my-templates': 'myTemplates',
    videos: 'videos',
    signatures: 'signatures',
    voicemails: 'voicemails',
  } as const;
  const key = strings[section as keyof typeof strings] ?? 'myTemplates';
  return (
    <Page title={t('templates.title')} subtitle={t(`templates.${key}.subtitle`)}>
      <AreaTabs tabs={tabs} />
      {section === 'voicemails' ? <MovedNotice /> : null}
      <EmptyState
        title={t(`templates.${key}.emptyTitle`)}
        description={t(`templates.${key}.emptyDescription`)}
      />
    </Page>
  );
}
