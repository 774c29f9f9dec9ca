import { api } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../inbox.keys';

const smsNumbersKey = ['inbox', 'sms-numbers'] as const;
const smsOptOutKey = (prospectId: string) => ['inbox', 'sms-opt-out', prospectId] as const;

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

/**
 * GET /sms/opt_outs?prospect_id: whether the prospect's number replied STOP (and not START since),
 * asked only when SMS could be offered. Null when it may be texted.
 */
export function useSmsOptOut(prospectId: string, enabled: boolean) {
  return useQuery({
    queryKey: smsOptOutKey(prospectId),
    queryFn: async () =>
      (await api.GET('/sms/opt_outs', { query: { prospect_id: prospectId } })).items[0] ?? null,
    enabled,
    retry: false,
  });
}

/** What the composer needs to offer SMS: numbers that can text now, the price and the sandbox flag. */
export interface SmsChannel {
  numbers: ApiSchema<'SmsNumber'>[];
  price: number;
  sandbox: boolean;
}

/** SMS is offered when the prospect has a phone and the workspace a number that can text now. */
export function smsChannelOf(
  data: ApiSchema<'SmsNumbers'> | undefined,
  prospectPhone: string | null | undefined,
): SmsChannel | null {
  const numbers = (data?.numbers ?? []).filter((number) => number.available);
  if (!prospectPhone?.trim() || numbers.length === 0 || !data) return null;
  return { numbers, price: data.price, sandbox: data.sandbox };
}

/** Why SMS is shown but can not be sent now. */
export type SmsBlock =
  | { kind: 'opted_out'; number: string }
  /** The server's reason, e.g. the spec's "SMS unavailable" where every number needs a registration. */
  | { kind: 'unavailable'; reason: string };

/**
 * SMS is shown, but can not be sent, when the prospect has a phone and the workspace numbers with
 * SMS support, yet none can text now (the reason of the first), or the prospect's number opted out.
 */
export function smsBlockOf(
  data: ApiSchema<'SmsNumbers'> | undefined,
  prospectPhone: string | null | undefined,
  optOut: ApiSchema<'SmsOptOut'> | null | undefined,
): SmsBlock | null {
  if (!prospectPhone?.trim() || !data || data.numbers.length === 0) return null;
  if (optOut) return { kind: 'opted_out', number: optOut.number };
  if (data.numbers.some((number) => number.available)) return null;
  const reason = data.numbers.find((number) => number.reason)?.reason;
  return reason ? { kind: 'unavailable', reason } : null;
}

/**
 * POST /sms/messages into this dialog, or (null) the prospect's first text, which opens their
 * thread: the chat, the dialog lists and the prospect's dialog are refetched after it.
 */
export function useSendSms(dialogId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiBody<'post', '/sms/messages'>) => api.POST('/sms/messages', { body: input }),
    onSuccess: (sent) => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.messages(dialogId ?? sent.dialog_id) });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.dialogLists() });
      if (!dialogId) void queryClient.invalidateQueries({ queryKey: inboxKeys.dialogsOfProspects() });
    },
  });
}
