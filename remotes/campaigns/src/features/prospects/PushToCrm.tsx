import { Button } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import { useAccount } from '@outreach/sdk/account';
import { useMutation } from '@tanstack/react-query';

const crmNames = { hubspot: 'HubSpot', pipedrive: 'Pipedrive' } as const;
type ConnectedCrm = keyof typeof crmNames;

const isConnectedCrm = (value: unknown): value is ConnectedCrm =>
  typeof value === 'string' && value in crmNames;

/**
 * "Push to CRM" for one prospect (issue 15 item 5): one button per CRM the workspace has
 * connected (/space/info crm_tokens); the contact is created or updated by email.
 */
export function PushToCrm({ prospectId }: { prospectId: string }) {
  const t = useT('prospects');
  const account = useAccount();
  const tokens = account.data?.crm_tokens;
  const platforms = Array.isArray(tokens) ? tokens.filter(isConnectedCrm) : [];
  const push = useMutation({
    mutationFn: (platform: ConnectedCrm) =>
      api.POST(`/integrations/crm/${platform}/push` as '/integrations/crm/hubspot/push', {
        body: { profile_ids: [prospectId] },
      }),
  });
  if (platforms.length === 0) return null;
  const pushed = push.data && push.variables ? push.data.pushed_contacts : null;
  return (
    <section aria-label={t('prospect.pushToCrmTitle')}>
      {platforms.map((platform) => (
        <Button
          key={platform}
          size="sm"
          variant="secondary"
          disabled={push.isPending}
          onClick={() => push.mutate(platform)}
        >
          {t('prospect.pushToCrm', { platform: crmNames[platform] })}
        </Button>
      ))}
      {pushed !== null && push.variables ? (
        <p role="status">
          {pushed > 0
            ? t('prospect.pushedToCrm', { platform: crmNames[push.variables] })
            : t('prospect.pushNeedsEmail')}
        </p>
      ) : null}
      {push.error ? <p role="alert">{push.error.message}</p> : null}
    </section>
  );
}
