import { api } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { type MessageTemplateChannel, subjectChannels } from '@outreach/core/outreach';
import {
  messageTemplatesKey,
  messageTemplatesPageQuery,
  type TemplateFilters,
} from '@outreach/sdk/page-data';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The JSON of /api/message_templates. */
export type MessageTemplate = ApiSchema<'MessageTemplate'>;

/** The list's filters, key and call are declared with the shell's prefetch (issue 25). */
export { messageTemplatesKey, type TemplateFilters } from '@outreach/sdk/page-data';

export interface TemplateDraft {
  name: string;
  channel: MessageTemplateChannel;
  subject: string;
  text: string;
}

/** One page of the list, counted from 1 as the API does; the shell starts the first with the page. */
export function useMessageTemplates(filters: TemplateFilters, page: number) {
  return useQuery({ ...messageTemplatesPageQuery(filters, page), placeholderData: keepPreviousData });
}

/** One channel's newest 100 templates: what the step editor offers to insert. */
export function useChannelTemplates(channel: MessageTemplateChannel | null) {
  return useQuery({
    queryKey: [...messageTemplatesKey, 'picker', channel ?? ''],
    enabled: channel !== null,
    queryFn: ({ signal }) =>
      api.GET('/message_templates', {
        signal,
        query: { channel: channel ?? undefined, page: 1, page_size: 100 },
      }),
    staleTime: 60_000,
  });
}

function body(draft: TemplateDraft): ApiBody<'post', '/message_templates'> {
  return {
    name: draft.name,
    channel: draft.channel,
    subject: subjectChannels.includes(draft.channel) ? draft.subject : null,
    text: draft.text,
  };
}

/** Create, edit, duplicate and delete; every success refreshes the lists. */
export function useTemplateMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: messageTemplatesKey });
  const save = useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: TemplateDraft }) =>
      id
        ? api.PATCH('/message_templates/{id}', { path: { id }, body: body(draft) })
        : api.POST('/message_templates', { body: body(draft) }),
    onSuccess,
  });
  const duplicate = useMutation({
    mutationFn: (id: string) => api.POST('/message_templates/{id}/duplicate', { path: { id } }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.DELETE('/message_templates/{id}', { path: { id } }),
    onSuccess,
  });
  return { save, duplicate, remove };
}
