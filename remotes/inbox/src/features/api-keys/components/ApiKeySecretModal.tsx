import { useT } from '@outreach/sdk';
import type { CreatedApiKeyJson } from '@outreach/core/outreach';
import { SecretOnceModal } from '../../shared/SecretOnceModal';

/** The new key's secret, shown this once: the API keeps only its hash. */
export function ApiKeySecretModal({ created, onClose }: { created: CreatedApiKeyJson; onClose: () => void }) {
  const t = useT('inbox');
  return (
    <SecretOnceModal
      secret={created.secret}
      className="api-keys"
      onClose={onClose}
      texts={{
        title: t('apiKeys.secretModal.title'),
        warning: t('apiKeys.secretModal.warning'),
        label: t('apiKeys.secretModal.label'),
        copy: t('apiKeys.secretModal.copy'),
        copied: t('apiKeys.secretModal.copied'),
        done: t('apiKeys.secretModal.done'),
      }}
    />
  );
}
