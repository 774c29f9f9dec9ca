import type { ApiBody } from '@outreach/core/contract';
import { api } from '@outreach/sdk';
import { useMutation } from '@tanstack/react-query';

export type StepAssistantRequest = ApiBody<'post', '/ai/assistant'>;

/**
 * POST /ai/assistant (issue 28): a step's text written, improved or shortened by the model, its
 * placeholders kept valid. The prompt answers ready with the text, or refused / failed with why;
 * a 402 (plan or credits) is the sdk's error, its upgrade prompt included.
 */
export function useStepAssistant() {
  return useMutation({ mutationFn: (body: StepAssistantRequest) => api.POST('/ai/assistant', { body }) });
}
