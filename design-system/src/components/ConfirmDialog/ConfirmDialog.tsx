import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { Modal, type ModalProps } from '../Modal/Modal';

export interface ConfirmDialogProps extends Omit<ModalProps, 'open' | 'footer'> {
  /** Open unless told otherwise (a dialog kept mounted and opened by its parent's state). */
  open?: boolean;
  /** The cancel button's look: secondary, or ghost beside a primary action that is secondary itself. */
  cancelVariant?: 'secondary' | 'ghost';
  /** The secondary button's text; it closes the modal (`onClose`). */
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** The confirm button: its variant, busy or disabled state, and its click or the form it submits. */
  confirm: Omit<ButtonProps, 'children'>;
}

/** An open modal whose footer is Cancel, then the confirm button: a question, or a form's Save. */
export function ConfirmDialog({
  open = true,
  cancelVariant = 'secondary',
  cancelLabel,
  confirmLabel,
  confirm,
  onClose,
  ...modal
}: ConfirmDialogProps) {
  return (
    <Modal
      {...modal}
      open={open}
      onClose={onClose}
      footer={
        <>
          <Button variant={cancelVariant} onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button {...confirm}>{confirmLabel}</Button>
        </>
      }
    />
  );
}
