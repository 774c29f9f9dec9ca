import { Button, Modal, showSnackbar } from '@outreach/design-system';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

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

/**
 * A list's delete flow: the item being confirmed (`ask` opens the dialog for it), and `remove`, run on
 * Delete, after which the dialog closes, `onDeleted` refreshes the list and `deletedText` shows; a
 * refusal shows the API's words. Spread `dialog` into ConfirmDelete.
 */
export function useConfirmedDelete<T>(
  remove: (item: T) => Promise<unknown>,
  onDeleted: () => void,
  deletedText: string,
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setDeleting(null);
      onDeleted();
      showSnackbar({ type: 'success', text: deletedText });
    },
    onError: (failure) => showSnackbar({ type: 'error', text: failure.message }),
  });
  return {
    deleting,
    ask: (item: T) => setDeleting(item),
    dialog: {
      open: deleting !== null,
      pending: mutation.isPending,
      onCancel: () => setDeleting(null),
      onConfirm: () => {
        if (deleting) mutation.mutate(deleting);
      },
    },
  };
}
