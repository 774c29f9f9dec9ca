import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('shows Cancel then the confirm button; Cancel closes, the confirm button runs its action', () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title="Delete the stage?"
        onClose={onClose}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        confirm={{ variant: 'danger', onClick: onConfirm }}
      >
        <p>Its deals move to Lead.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete the stage?' });
    expect(dialog.textContent).toContain('Its deals move to Lead.');
    const buttons = screen
      .getAllByRole('button')
      .filter((button) => ['Cancel', 'Delete'].includes(button.textContent ?? ''));
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Delete']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('submits the form it names, and shows the confirm button busy', () => {
    render(
      <ConfirmDialog
        title="New task"
        onClose={() => undefined}
        cancelLabel="Close"
        confirmLabel="Create"
        confirm={{ type: 'submit', form: 'task-form', loading: true }}
      />,
    );
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create.getAttribute('type')).toBe('submit');
    expect(create.getAttribute('form')).toBe('task-form');
    expect(create.hasAttribute('disabled')).toBe(true);
  });
});
