import { Button, Modal } from '@outreach/design-system';
import { ApiError, useT } from '@outreach/sdk';
import type { FormEventHandler, ReactNode } from 'react';

/** A failure in the API's words ("probability: Probability can not be more than 100"), else as text. */
export const failureText = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : String(failure);

/**
 * A CRM board form in a modal: the form named by its title, `children` its fields, the server's
 * refusal under them, then Save (busy while `saving`) with `actions` beside it (a Delete).
 */
export function CrmFormModal({
  title,
  saving,
  serverError,
  actions,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  saving: boolean;
  serverError?: string;
  /** Given (even empty), the buttons sit in a row with Save. */
  actions?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT('inbox');
  return (
    <Modal open onClose={onClose} title={title}>
      <form className="crm-form" onSubmit={onSubmit} noValidate aria-label={title}>
        {children}
        {serverError !== undefined && (
          <p role="alert" className="crm-form__error">
            {serverError}
          </p>
        )}
        <div className={actions === undefined ? undefined : 'crm-chosen'}>
          <Button type="submit" loading={saving}>
            {t('crmBoard.save')}
          </Button>
          {actions}
        </div>
      </form>
    </Modal>
  );
}
