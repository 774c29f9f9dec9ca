import { api } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../inbox.keys';

const smsNumbersKey = ['inbox', 'sms-numbers'] as const;

/**
 * GET /sms/numbers: the workspace's numbers with SMS support. A plan without sms answers 402: no
 * numbers, asked once (the composer then offers no SMS channel).
 */
export function useSmsNumbers() {
  return useQuery({
    queryKey: smsNumbersKey,
    queryFn: () => api.GET('/sms/numbers'),
    retry: false,
    staleTime: 60_000,
  });
}

/** What the composer needs to offer SMS: numbers that can text now, the price and the sandbox flag. */
export interface SmsChannel {
  numbers: ApiSchema<'SmsNumber'>[];
  price: number;
  sandbox: boolean;
}

/** SMS is offered when the prospect has a phone and the workspace has a number that can text now. */
export function smsChannelOf(
  data: ApiSchema<'SmsNumbers'> | undefined,
  prospectPhone: string | null | undefined,
): SmsChannel | null {
  const numbers = (data?.numbers ?? []).filter((number) => number.available);
  if (!prospectPhone?.trim() || numbers.length === 0 || !data) return null;
  return { numbers, price: data.price, sandbox: data.sandbox };
}

/** POST /sms/messages into this dialog; the chat and the dialog lists are refetched after it. */
export function useSendSms(dialogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiBody<'post', '/sms/messages'>) => api.POST('/sms/messages', { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.messages(dialogId) });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.dialogLists() });
    },
  });
}
