import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseButton } from '../../CloseButton';
import { useDesignSystemStrings } from '../../strings';
import { classNames } from '../../classNames';
import { useComponentStyles } from '../../styles';
import { modalCss } from './Modal.styles';

/** The widths the spec names: 500 (add credential, confirm payment, buy number), 725 (switch workspace), 900 (AI intro), 1140 (AI Employee builder). */
export type ModalWidth = 500 | 725 | 900 | 1140;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  width?: ModalWidth;
  /** A fixed height in pixels (the spec's 680 for the builder, 635 for the AI intro); content scrolls inside. */
  height?: number;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

// Only the topmost open modal answers Escape, so closing a confirm on top of a form keeps the form.
const openModals: symbol[] = [];

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog rendered where it is declared, inside the design-system root and fixed to the viewport: a
 * portal to document.body would leave the scoped styles behind in a partner's page.
 */
export function Modal({
  open,
  onClose,
  title,
  width = 500,
  height,
  footer,
  children,
  className,
}: ModalProps) {
  useComponentStyles('modal', modalCss);
  const strings = useDesignSystemStrings();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  // Move focus into the dialog on open and give it back on close.
  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    const previouslyFocused = dialog?.ownerDocument.activeElement;
    dialog?.focus();
    return () => {
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected)
        previouslyFocused.focus();
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const token = Symbol('modal');
    openModals.push(token);
    const doc = dialogRef.current?.ownerDocument ?? document;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openModals[openModals.length - 1] !== token) return;
      event.preventDefault();
      onClose();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(token), 1);
    };
  }, [open, onClose]);

  if (!open) return null;

  // Keep Tab inside the dialog while it is open.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = dialogRef.current.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="ds-modal">
      {/* The backdrop is a mouse affordance; keyboard users close with Escape or the Close button. */}
      <div
        className="ds-modal__backdrop"
        aria-hidden="true"
        onMouseDown={(event) => {
          pressStartedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          // A text selection dragged out of the dialog ends on the backdrop; that is not a close.
          if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
          pressStartedOnBackdrop.current = false;
        }}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classNames('ds-modal__dialog', className)}
        style={{ width: `${width}px`, height: height === undefined ? undefined : `${height}px` }}
        onKeyDown={trapFocus}
      >
        <div className="ds-modal__header">
          <h2 id={titleId} className="ds-modal__title">
            {title}
          </h2>
          <CloseButton className="ds-modal__close" label={strings.close} size={16} onClick={onClose} />
        </div>
        <div className="ds-modal__body">{children}</div>
        {footer ? <div className="ds-modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
