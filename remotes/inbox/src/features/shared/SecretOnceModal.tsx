import { Button, Input, Modal, showSnackbar } from '@outreach/design-system';

export interface SecretOnceTexts {
  title: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  done: string;
}

/**
 * A secret shown this once (an API key, a webhook's signing secret): the API keeps only a hash or
 * its last characters, so closing the modal loses it for good (the caller drops it from memory).
 */
export function SecretOnceModal({
  secret,
  texts,
  className,
  onClose,
}: {
  secret: string;
  texts: SecretOnceTexts;
  /** The area's form, warning and monospace classes: `${className}-form`, `-warning`, `-secret`. */
  className: string;
  onClose: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showSnackbar({ type: 'success', text: texts.copied });
    } catch (error) {
      // No clipboard (insecure origin, denied permission): the secret stays selectable on screen.
      showSnackbar({ type: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={texts.title}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {texts.copy}
          </Button>
          <Button onClick={onClose}>{texts.done}</Button>
        </>
      }
    >
      <div className={`${className}-form`}>
        <p className={`${className}-warning`} role="alert">
          {texts.warning}
        </p>
        <Input
          className={`${className}-secret`}
          label={texts.label}
          value={secret}
          readOnly
          onFocus={(event) => event.target.select()}
        />
      </div>
    </Modal>
  );
}
