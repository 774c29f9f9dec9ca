import { api } from '@outreach/sdk';
import type { ApiBody } from '@outreach/core/contract';
import { prospectKeys, useLiveQueries } from '@outreach/sdk/live-queries';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProspectEdit } from './ProspectEditForm';
import { PROSPECTS_PAGE_SIZE } from './prospects.types';

export interface ProspectFilters {
  query: string;
  status: string;
  labelId: string;
  hasEmail: '' | 'true' | 'false';
  workflowId: string;
  /** yyyy-mm-dd, from the date inputs. */
  createdFrom: string;
  createdTo: string;
}

/** `refetch_data` of any campaign refetches these (a prospect's campaign state shows in them). */
export const prospectsKey = prospectKeys.all;

export function useProspectList(filters: ProspectFilters, page: number) {
  return useQuery({
    queryKey: [...prospectsKey, 'list', filters, page],
    queryFn: ({ signal }) =>
      api.GET('/profiles', {
        signal,
        query: {
          offset: page * PROSPECTS_PAGE_SIZE,
          limit: PROSPECTS_PAGE_SIZE,
          query: filters.query || undefined,
          status: filters.status || undefined,
          label_ids: filters.labelId || undefined,
          has_email: filters.hasEmail || undefined,
          workflow_id: filters.workflowId || undefined,
          created_from: filters.createdFrom || undefined,
          // The whole last day counts.
          created_to: filters.createdTo ? `${filters.createdTo}T23:59:59.999Z` : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export const prospectKey = prospectKeys.detail;

export function useProspect(id: string) {
  // A call with the prospect shows on their page as it ends (`dialer_call_updated`).
  useLiveQueries();
  return useQuery({
    queryKey: prospectKey(id),
    queryFn: ({ signal }) => api.GET('/profiles/{id}', { path: { id }, signal }),
  });
}

/** The edit form's blank fields are cleared on the API (null), not saved as empty text. */
function editBody(edit: ProspectEdit): ApiBody<'patch', '/profiles/{id}'> {
  const blankToNull = (value: string) => (value === '' ? null : value);
  return {
    first_name: blankToNull(edit.first_name),
    last_name: blankToNull(edit.last_name),
    position: blankToNull(edit.position),
    company_name: blankToNull(edit.company_name),
    personal_email: blankToNull(edit.personal_email),
    work_email: blankToNull(edit.work_email),
    phone: blankToNull(edit.phone),
    location: blankToNull(edit.location),
    industry: blankToNull(edit.industry),
    custom_fields: edit.custom_fields,
  };
}

/** Every change on the prospect page refetches the prospect (and the lists). */
export function useProspectActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: prospectsKey });
  return {
    setStatus: useMutation({
      mutationFn: (status: 'lead' | 'customer') =>
        api.PATCH('/profiles/{id}', { path: { id }, body: { status } }),
      onSettled: refresh,
    }),
    edit: useMutation({
      mutationFn: (edit: ProspectEdit) => api.PATCH('/profiles/{id}', { path: { id }, body: editBody(edit) }),
      onSettled: refresh,
    }),
    addNote: useMutation({
      mutationFn: (text: string) => api.POST('/profiles/{id}/notes', { path: { id }, body: { text } }),
      onSettled: refresh,
    }),
    editNote: useMutation({
      mutationFn: ({ noteId, text }: { noteId: string; text: string }) =>
        api.PATCH('/profiles/{id}/notes/{noteId}', { path: { id, noteId }, body: { text } }),
      onSettled: refresh,
    }),
    deleteNote: useMutation({
      mutationFn: (noteId: string) => api.DELETE('/profiles/{id}/notes/{noteId}', { path: { id, noteId } }),
      onSettled: refresh,
    }),
    addLabel: useMutation({
      mutationFn: (labelId: string) => api.POST('/profiles/{id}/labels/{labelId}', { path: { id, labelId } }),
      onSettled: refresh,
    }),
    removeLabel: useMutation({
      mutationFn: (labelId: string) =>
        api.DELETE('/profiles/{id}/labels/{labelId}', { path: { id, labelId } }),
      onSettled: refresh,
    }),
  };
}
