import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

function backdrop(): Element {
  const element = document.querySelector('.ds-modal__backdrop');
  if (!element) throw new Error('no backdrop rendered');
  return element;
}

/** A button that opens a modal, as a page does. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Switch workspace">
        Body
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Switch workspace">
        Body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, 500 px wide by default', () => {
    render(
      <Modal open onClose={() => {}} title="Add credential">
        Body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add credential' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.width).toBe('500px');
    expect(dialog.style.height).toBe('');
  });

  it('takes the spec widths and an optional height', () => {
    render(
      <Modal open onClose={() => {}} title="AI Employee builder" width={1140} height={680}>
        Body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.width).toBe('1140px');
    expect(dialog.style.height).toBe('680px');
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Switch workspace">
        Body
      </Modal>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes only the topmost of two open modals on Escape', () => {
    const onCloseForm = vi.fn();
    const onCloseConfirm = vi.fn();
    render(
      <>
        <Modal open onClose={onCloseForm} title="Edit campaign">
          Form
        </Modal>
        <Modal open onClose={onCloseConfirm} title="Discard changes?">
          Confirm
        </Modal>
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCloseConfirm).toHaveBeenCalledTimes(1);
    expect(onCloseForm).not.toHaveBeenCalled();
  });

  it('closes on a backdrop click but not on a click inside the dialog', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Switch workspace">
        <p>Body text</p>
      </Modal>,
    );
    fireEvent.mouseDown(screen.getByText('Body text'));
    fireEvent.click(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(backdrop());
    fireEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from the button labelled Close', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Switch workspace">
        Body
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders a footer when given', () => {
    render(
      <Modal open onClose={() => {}} title="Confirm payment" footer={<button type="button">Pay</button>}>
        Body
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Pay' }).closest('.ds-modal__footer')).not.toBeNull();
  });

  it('renders where it is declared (inside the design-system root), not in a portal', () => {
    const { container } = render(
      <div data-ds-root="">
        <Modal open onClose={() => {}} title="Buy number">
          Body
        </Modal>
      </div>,
    );
    expect(container.querySelector('[data-ds-root] [role="dialog"]')).not.toBeNull();
  });

  it('moves focus into the dialog and gives it back when closed', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog, wrapping from the last control to the first and back', () => {
    render(
      <Modal open onClose={() => {}} title="Confirm payment" footer={<button type="button">Pay</button>}>
        Body
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const pay = screen.getByRole('button', { name: 'Pay' });
    pay.focus();
    fireEvent.keyDown(pay, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(pay);
  });
});
