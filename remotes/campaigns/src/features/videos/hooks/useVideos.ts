import { api, sessionStore } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type VideoPatch, VIDEOS_PAGE_SIZE } from '../videos.types';

export const videosKey = ['videos'] as const;

/** GET /videos, newest first, one page. */
export function useVideos(page = 0, limit = VIDEOS_PAGE_SIZE) {
  return useQuery({
    queryKey: [...videosKey, 'list', page, limit],
    queryFn: ({ signal }) =>
      api.GET('/videos', {
        signal,
        query: { offset: page * limit, limit },
      }),
  });
}

export function useVideo(id: string | undefined) {
  return useQuery({
    queryKey: [...videosKey, 'one', id],
    queryFn: ({ signal }) => api.GET('/videos/{id}', { path: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export interface VideoUpload {
  file: Blob;
  fileName: string;
  name?: string;
  durationSeconds?: number | null;
}

export function useUploadVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: VideoUpload) => {
      const form = new FormData();
      form.set('file', upload.file, upload.fileName);
      if (upload.name) form.set('name', upload.name);
      if (upload.durationSeconds != null && Number.isFinite(upload.durationSeconds)) {
        form.set('duration_seconds', String(Math.round(upload.durationSeconds)));
      }
      return api.POST('/videos', { body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: videosKey }),
  });
}

export function useUpdateVideo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: VideoPatch) => api.PATCH('/videos/{id}', { path: { id }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosKey }),
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/videos/{id}', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosKey }),
  });
}

/** GET /public/videos/{id}?p=: the landing page, no session needed (each load counts one view). */
export function usePublicVideo(id: string, prospect: string | null) {
  return useQuery({
    queryKey: ['public-video', id, prospect],
    queryFn: ({ signal }) =>
      api.GET('/public/videos/{id}', {
        path: { id },
        signal,
        query: prospect ? { p: prospect } : {},
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** An absolute URL on the API (a <video> element fetches it itself, with no bearer token). */
export function apiUrl(path: string): string {
  return `${sessionStore.getState().apiBase.replace(/\/$/, '')}${path}`;
}

/** The public file of a video: the constructor's preview and the public page both play it. */
export function publicFileUrl(id: string): string {
  return apiUrl(`/api/public/videos/${encodeURIComponent(id)}/file`);
}
