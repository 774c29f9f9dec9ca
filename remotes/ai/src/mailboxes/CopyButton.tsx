import { Button, showSnackbar } from '@outreach/design-system';
import { useT } from '@outreach/sdk';

/** Copies a DNS record's name or value to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT('ai');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showSnackbar({ type: 'success', text: t('mailboxes.records.copied') });
    } catch {
      showSnackbar({ type: 'error', text: t('mailboxes.records.copyFailed') });
    }
  };
  return (
    <Button size="sm" variant="ghost" aria-label={label} title={label} onClick={() => void copy()}>
      {t('mailboxes.records.copy')}
    </Button>
  );
}
