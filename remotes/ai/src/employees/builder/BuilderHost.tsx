import type { GenerateCampaigns } from '@outreach/core/ai';
import { useSelectedCredential } from '@outreach/sdk/account';
import { useState } from 'react';
import type { BuilderDraft } from './builder-state';
import { EmployeeBuilder } from './EmployeeBuilder';
import type { Employee } from '../employees-api';

export interface BuilderRequest {
  draft: BuilderDraft;
  employee: Employee | null;
}

/**
 * The builder and what follows a save: after creating an employee whose campaigns were asked for,
 * the magic campaigns' Create Outreach Campaigns modal (remotes/ai/src/magic) shows them arrive.
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
  const [, setGenerating] = useState<GenerateCampaigns | null>(null);
  if (!request) return null;
  return (
    <EmployeeBuilder
      initial={request.draft}
      employee={request.employee}
      credentialsId={credential?._id ?? null}
      onClose={onClose}
      onSaved={(saved) => {
        if ('generate_campaigns' in saved && saved.generate_campaigns.requested)
          setGenerating(saved.generate_campaigns.requested);
        if ('employee' in saved) onCreated?.();
        onClose();
      }}
    />
  );
}
