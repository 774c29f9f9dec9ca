import type { GenerateCampaigns } from '@outreach/core/ai';
import { showNotification } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useSelectedCredential } from '@outreach/sdk/account';
import { useState } from 'react';
import { CreateOutreachCampaignsModal } from '../../magic/CreateOutreachCampaignsModal';
import type { Employee } from '../employees-api';
import type { BuilderDraft } from './builder-state';
import { EmployeeBuilder } from './EmployeeBuilder';

export interface BuilderRequest {
  draft: BuilderDraft;
  employee: Employee | null;
}

/**
 * The builder and what follows a save: creating an employee that asks for campaigns opens the
 * Create Outreach Campaigns modal (remotes/ai/src/magic) with the save, so the AI room is joined
 * before the first campaign can be built (the sandbox model builds them within the request's
 * echo), and it shows them arrive; `onCreated` runs once that modal is closed (or at once when no
 * campaign was started: the refusal's reason is told).
 */
export function BuilderHost({
  request,
  onClose,
  onCreated,
}: {
  request: BuilderRequest | null;
  onClose: () => void;
  onCreated?: () => void;
}) {
  const t = useT('aiEmployees');
  const credential = useSelectedCredential();
  // confirmed: undefined while the save is on its way (all asked for are expected).
  const [generating, setGenerating] = useState<{ requested: GenerateCampaigns; confirmed?: number } | null>(
    null,
  );
  return (
    <>
      {request ? (
        <EmployeeBuilder
          initial={request.draft}
          employee={request.employee}
          credentialsId={credential?._id ?? null}
          onClose={onClose}
          onCampaignsAsked={(requested) => setGenerating(requested ? { requested } : null)}
          onSaved={(saved) => {
            onClose();
            if (!('employee' in saved)) return;
            const { requested, status, error, campaigns } = saved.generate_campaigns;
            // The modal, opened with the save, waits only for the campaigns that were started;
            // refused ones (credits, plan) close it and say why.
            if (requested && status === 'building') {
              setGenerating({ requested, confirmed: campaigns.length });
              return;
            }
            setGenerating(null);
            if (status === 'refused')
              showNotification({
                type: 'warning',
                title: t('builder.campaignsRefused', { reason: error ?? '' }),
              });
            onCreated?.();
          }}
        />
      ) : null}
      <CreateOutreachCampaignsModal
        open={generating !== null}
        requested={generating?.requested ?? {}}
        confirmed={generating?.confirmed}
        onClose={() => {
          setGenerating(null);
          onCreated?.();
        }}
      />
    </>
  );
}
