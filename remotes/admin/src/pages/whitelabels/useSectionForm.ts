import { showSnackbar, useBusyAction } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { useStoreWhitelabel, type Whitelabel } from './whitelabels-api';

/** The keys of a draft whose values are of type V. */
type KeysOf<Draft, V> = { [K in keyof Draft]: Draft[K] extends V ? K : never }[keyof Draft];

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

  const text = (key: KeysOf<Draft, string>) => ({
    value: draft[key] as string,
    readOnly: !canEdit,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const toggle = (key: KeysOf<Draft, boolean>) => ({
    checked: draft[key] as boolean,
    disabled: !canEdit,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: event.target.checked }),
  });

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
