import { z } from 'zod';
import { approvalActions } from './approvals';

export const approvalInput = z.object({
  action: z.enum(approvalActions, { error: 'action must be approve, hold or cancel' }),
});

export const campaignProspectIdParam = z.uuid({ error: 'Prospect not found in this campaign' });

export const forecastQuery = z.object({
  credentials_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ error: 'credentials_id must be an account id' }).optional(),
  ),
});
