import { ConfirmDialog } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  title: string;
  children?: ReactNode;
  error?: string | null;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete …?" with Delete and Cancel; the server's refusal is shown as it words it. */
export function ConfirmModal({ title, children, error, busy, onConfirm, onClose }: ConfirmModalProps) {
  const t = useT('inbox');
  return (
    <ConfirmDialog
      onClose={onClose}
      title={title}
      cancelLabel={t('crmBoard.cancel')}
      confirmLabel={t('crmBoard.delete')}
      confirm={{ variant: 'danger', loading: busy, onClick: onConfirm }}
    >
      <div className="crm-form">
        {children}
        {error && (
          <p role="alert" className="crm-form__error">
            {error}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
