import type { GenerateCampaigns } from '@outreach/core/ai';
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
 * The builder and what follows a save: after creating an employee whose campaigns were asked for,
 * the Create Outreach Campaigns modal (remotes/ai/src/magic) shows them arrive; `onCreated` runs
 * once that modal is closed (or at once when no campaign was asked for).
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
  const credential = useSelectedCredential();
  const [generating, setGenerating] = useState<GenerateCampaigns | null>(null);
  return (
    <>
      {request ? (
        <EmployeeBuilder
          initial={request.draft}
          employee={request.employee}
          credentialsId={credential?._id ?? null}
          onClose={onClose}
          onSaved={(saved) => {
            onClose();
            if (!('employee' in saved)) return;
            if (saved.generate_campaigns.requested) setGenerating(saved.generate_campaigns.requested);
            else onCreated?.();
          }}
        />
      ) : null}
      <CreateOutreachCampaignsModal
        open={generating !== null}
        requested={generating ?? {}}
        onClose={() => {
          setGenerating(null);
          onCreated?.();
        }}
      />
    </>
  );
}
