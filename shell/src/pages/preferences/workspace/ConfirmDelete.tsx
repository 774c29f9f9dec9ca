import { Button, Modal } from '@outreach/design-system';
import type { ReactNode } from 'react';

/** The workspace pages' "Delete this …?" confirmation: Cancel, or Delete (busy while the call runs). */
export function ConfirmDelete({
  open,
  title,
  text,
  cancelLabel,
  deleteLabel,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  cancelLabel: string;
  deleteLabel: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {deleteLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
