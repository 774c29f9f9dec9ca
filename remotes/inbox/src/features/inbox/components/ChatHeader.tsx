import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';

/** The chat's header: who, and the dialog actions of spec outreach §4 (unread, starred, archived). */
export function ChatHeader({
  dialog,
  busy,
  onChange,
}: {
  dialog: ApiSchema<'InboxDialog'>;
  busy: boolean;
  onChange: (flags: ApiBody<'patch', '/inbox/dialogs/{id}'>) => void;
}) {
  const t = useT('inbox');
  const { position, company_name: company } = dialog.prospect;
  const role =
    position && company
      ? t('inbox.chat.positionAtCompany', { position, company, interpolation: { escapeValue: false } })
      : (position ?? company ?? '');
  return (
    <header className="inbox-chat__header">
      <div>
        <h2 className="inbox-chat__name">{dialog.prospect.full_name}</h2>
        {role ? <p className="inbox-chat__role">{role}</p> : null}
      </div>
      <fieldset className="inbox-chat__actions" aria-label={t('inbox.chat.actions')}>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || dialog.is_unread}
          onClick={() => onChange({ is_unread: true })}
        >
          {t('inbox.chat.markUnread')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => onChange({ is_starred: !dialog.is_starred })}
        >
          {dialog.is_starred ? t('inbox.chat.unstar') : t('inbox.chat.star')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => onChange({ is_archived: !dialog.is_archived })}
        >
          {dialog.is_archived ? t('inbox.chat.unarchive') : t('inbox.chat.archive')}
        </Button>
      </fieldset>
    </header>
  );
}
