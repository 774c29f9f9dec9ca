import { useT } from '@outreach/sdk';
import { SecretOnceModal } from '../../shared/SecretOnceModal';

/** The signing secret, shown this once (after create or rotate): the list answers only its last characters. */
export function WebhookSecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  const t = useT('automation');
  return (
    <SecretOnceModal
      secret={secret}
      className="automation"
      onClose={onClose}
      texts={{
        title: t('webhooks.secret.title'),
        warning: t('webhooks.secret.warning'),
        label: t('webhooks.secret.label'),
        copy: t('webhooks.secret.copy'),
        copied: t('webhooks.secret.copied'),
        done: t('webhooks.secret.done'),
      }}
    />
  );
}
