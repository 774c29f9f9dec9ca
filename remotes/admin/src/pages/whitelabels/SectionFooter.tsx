import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { ErrorLine } from './ErrorLine';

/** Where a form's save stands: sending, or refused with the API's message. */
export interface SaveStatus {
  busy: boolean;
  error: string | null;
}

/**
 * Save (disabled until something changed or while saving), and the API's refusal under it.
 * `status` is the form's save state as useSectionForm or usePlansSave hold it.
 */
export function SectionFooter({
  canEdit,
  changed,
  status: { busy, error },
  onSave,
  invalid = false,
}: {
  canEdit: boolean;
  changed: boolean;
  status: SaveStatus;
  onSave: () => void;
  invalid?: boolean;
}) {
  const t = useT('adminWhitelabels');
  return (
    <div className="wl-footer">
      <ErrorLine>{error}</ErrorLine>
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
