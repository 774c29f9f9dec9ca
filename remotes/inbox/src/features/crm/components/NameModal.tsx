import { Button, Input, Modal } from '@outreach/design-system';
import { ApiError, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';

interface NameModalProps {
  title: string;
  label: string;
  initial: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** New or renamed pipeline: a name required ("Fill this field"); a taken name gets the server's 409 text. */
export function NameModal({ title, label, initial, onSave, onClose }: NameModalProps) {
  const t = useT('inbox');
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('crmBoard.fillField'));
      return;
    }
    setBusy(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open onClose={onClose} title={title}>
      <form className="crm-form" onSubmit={submit} noValidate aria-label={title}>
        <Input
          label={label}
          value={name}
          maxLength={100}
          error={error ?? undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <div>
          <Button type="submit" loading={busy}>
            {t('crmBoard.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
