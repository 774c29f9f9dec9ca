import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';

/** Save (disabled until something changed or while saving), and the API's refusal under it. */
export function SectionFooter({
  canEdit,
  changed,
  busy,
  error,
  onSave,
  invalid = false,
}: {
  canEdit: boolean;
  changed: boolean;
  busy: boolean;
  error: string | null;
  onSave: () => void;
  invalid?: boolean;
}) {
  const t = useT('adminWhitelabels');
  return (
    <div className="wl-footer">
      {error ? (
        <p role="alert" className="wl-error">
          {error}
        </p>
      ) : null}
      {canEdit ? (
        <Button onClick={onSave} disabled={!changed || invalid || busy} loading={busy}>
          {t('save')}
        </Button>
      ) : (
        <p className="wl-muted">{t('readOnly')}</p>
      )}
    </div>
  );
}
