import { serverEvents } from '@outreach/core/events';
import { api, useRealtimeEvent } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CsvImportProgress } from '../csv-import.types';
import { type ImportBody, laterProgress } from '../csv-mapping';

/**
 * The API emits `csv_import_progress` (@outreach/core/events, the one list of socket events).
 */
const csvImportProgressEvent = serverEvents.csvImportProgress;

/** Polling stands in for the socket when no event came for this long. */
const quietBeforePollingMs = 3000;
const pollEveryMs = 2000;

export const csvImportKey = (uploadId: string) => ['csv_import', uploadId] as const;

/** POST /workflows/upload_csv_file (multipart `file`; query credentials_id, is_existing_people). */
export function useUploadCsv() {
  return useMutation({
    mutationFn: ({
      file,
      credentialId,
      isExistingPeople,
    }: {
      file: File;
      credentialId?: string | null;
      isExistingPeople: boolean;
    }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.POST('/workflows/upload_csv_file', {
        query: { credentials_id: credentialId ?? undefined, is_existing_people: isExistingPeople },
        body: form,
      });
    },
  });
}

/** POST /workflows/set_data_from_csv_file: answers when the import is done, with its final progress. */
export function useStartCsvImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBody) => api.POST('/workflows/set_data_from_csv_file', { body }),
    onSuccess: (progress) => {
      if (progress?.upload_id)
        queryClient.setQueryData<CsvImportProgress>(csvImportKey(progress.upload_id), (current) =>
          laterProgress(current, progress),
        );
    },
  });
}

const finished = (progress: CsvImportProgress | undefined) =>
  progress?.status === 'done' || progress?.status === 'failed';

/**
 * An import's progress, live: every `csv_import_progress` event of this upload updates it at
 * once; GET /workflows/csv_imports/{id} is polled only while no event arrives (no socket, a
 * dropped connection), and stops when the import is done or failed.
 */
export function useCsvImportProgress(uploadId: string | null) {
  const queryClient = useQueryClient();
  const lastEventAt = useRef(0);
  useRealtimeEvent<CsvImportProgress>(csvImportProgressEvent, (progress) => {
    if (!uploadId || progress?.upload_id !== uploadId) return;
    lastEventAt.current = Date.now();
    queryClient.setQueryData<CsvImportProgress>(csvImportKey(uploadId), (current) =>
      laterProgress(current, progress),
    );
  });
  const key = csvImportKey(uploadId ?? '');
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      // The socket is speaking: no need to ask.
      const cached = queryClient.getQueryData<CsvImportProgress>(key);
      if (cached && Date.now() - lastEventAt.current < quietBeforePollingMs) return cached;
      const fetched = await api.GET('/workflows/csv_imports/{id}', { path: { id: uploadId ?? '' }, signal });
      // Events may have moved it on while the request was out.
      return laterProgress(queryClient.getQueryData<CsvImportProgress>(key), fetched);
    },
    enabled: Boolean(uploadId),
    refetchInterval: (query) => (finished(query.state.data) ? false : pollEveryMs),
  });
}
