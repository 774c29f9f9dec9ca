import { api } from '@outreach/sdk';
import { prospectKeys } from '@outreach/sdk/live-queries';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProspectEdit } from './ProspectEditForm';
import type { LabelRef, Note, Prospect, ProspectDetail, ProspectPage } from './prospects.types';
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
      api.get<ProspectPage>('/profiles', {
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
  return useQuery({
    queryKey: prospectKey(id),
    queryFn: ({ signal }) => api.get<ProspectDetail>(`/profiles/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Every change on the prospect page refetches the prospect (and the lists). */
export function useProspectActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: prospectsKey });
  const base = `/profiles/${encodeURIComponent(id)}`;
  return {
    setStatus: useMutation({
      mutationFn: (status: 'lead' | 'customer') => api.patch<Prospect>(base, { status }),
      onSettled: refresh,
    }),
    edit: useMutation({
      mutationFn: (edit: ProspectEdit) =>
        api.patch<Prospect>(base, {
          ...Object.fromEntries(
            Object.entries(edit).map(([key, value]) => [key, value === '' ? null : value]),
          ),
        }),
      onSettled: refresh,
    }),
    addNote: useMutation({
      mutationFn: (text: string) => api.post<Note>(`${base}/notes`, { text }),
      onSettled: refresh,
    }),
    editNote: useMutation({
      mutationFn: ({ noteId, text }: { noteId: string; text: string }) =>
        api.patch<Note>(`${base}/notes/${encodeURIComponent(noteId)}`, { text }),
      onSettled: refresh,
    }),
    deleteNote: useMutation({
      mutationFn: (noteId: string) =>
        api.delete<{ _id: string }>(`${base}/notes/${encodeURIComponent(noteId)}`),
      onSettled: refresh,
    }),
    addLabel: useMutation({
      mutationFn: (labelId: string) => api.post<LabelRef[]>(`${base}/labels/${encodeURIComponent(labelId)}`),
      onSettled: refresh,
    }),
    removeLabel: useMutation({
      mutationFn: (labelId: string) =>
        api.delete<LabelRef[]>(`${base}/labels/${encodeURIComponent(labelId)}`),
      onSettled: refresh,
    }),
  };
}
