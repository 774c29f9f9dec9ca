import { showSnackbar, useBusyAction } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useEffect, useMemo, useState } from 'react';
import { fieldBinders } from '../form-fields';
import { useStoreWhitelabel, type Whitelabel } from './whitelabels-api';

/**
 * One section's form: a draft made from the record, "changed" when it differs from what the record
 * says (Save stays disabled until then), a save that stores the answer, a success toast, and the
 * API's message when it refuses. `text(key)` and `toggle(key)` bind an Input or a switch to a field
 * of the draft, read-only where this admin may not edit the section (`canEdit`).
 */
export function useSectionForm<Draft>(
  whitelabel: Whitelabel,
  fromRecord: (record: Whitelabel) => Draft,
  canEdit: boolean,
) {
  const t = useT('adminWhitelabels');
  const store = useStoreWhitelabel();
  // the draft follows the record (a new answer after a save); each section passes a module-level
  // fromRecord, so it never changes on its own
  const initial = useMemo(() => fromRecord(whitelabel), [whitelabel, fromRecord]);
  const [draft, setDraft] = useState<Draft>(initial);
  const { busy, error, setError, run } = useBusyAction();
  useEffect(() => {
    setDraft(initial);
    setError(null);
  }, [initial, setError]);
  const changed = JSON.stringify(draft) !== JSON.stringify(initial);

  const save = (send: () => Promise<Whitelabel>) =>
    run(async () => {
      store(await send());
      showSnackbar({ type: 'success', text: t('saved') });
    });

  const { text, toggle } = fieldBinders(draft, setDraft, canEdit);

  return {
    draft,
    setDraft,
    changed,
    busy,
    error,
    setError,
    save,
    reset: () => setDraft(initial),
    text,
    toggle,
  };
}
