import { Button, Checkbox, EmptyState, ErrorPanel, Input, Spinner } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, sessionStore, useT } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useMemo, useState } from 'react';
import { type Control, Controller, type UseFormSetValue, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useInlineEdit } from '../forms/useInlineEdit';
import { termsAgreement } from './terms-agreement';

/** The JSON of /api/voicemail/audio. */
export type Voicemail = ApiSchema<'Voicemail'>;

/** spec outreach §9 "voicemail list page size 25". */
export const VOICEMAILS_PAGE_SIZE = 25;
const voicemailsKey = ['voicemails'] as const;

/** Plays a recording: the file route needs the bearer token, so it is fetched and played from a blob. */
async function play(id: string) {
  const { apiBase, token, space } = sessionStore.getState();
  const url = `${apiBase}/api/voicemail/audio/${encodeURIComponent(id)}/file${space ? `?space=${encodeURIComponent(space)}` : ''}`;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) return;
  const audio = new Audio(URL.createObjectURL(await response.blob()));
  await audio.play().catch(() => undefined);
}

function Row({
  voicemail,
  onRename,
  onDelete,
}: {
  voicemail: Voicemail;
  onRename: (name: string) => void;
  onDelete: () => void;
}) {
  const t = useT('prospects');
  const { editing, setEditing, field, save } = useInlineEdit(voicemail.name, onRename);
  return (
    <li style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0' }}>
      {editing ? (
        <form onSubmit={save}>
          <Input label={t('voicemails.name')} {...field} />
          <Button type="submit" size="sm">
            {t('common.save')}
          </Button>
        </form>
      ) : (
        <strong>{voicemail.name}</strong>
      )}
      <span>{t('voicemails.duration', { seconds: voicemail.duration_seconds })}</span>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('voicemails.play', { name: voicemail.name })}
        onClick={() => void play(voicemail._id)}
      >
        ▶
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
        {t('voicemails.rename')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete}>
        {t('common.delete')}
      </Button>
    </li>
  );
}

/** The upload form's rules: the terms must be agreed (now or earlier in the session, or suppressed for good) before a file is sent. */
function useVoicemailSchema() {
  const t = useT('prospects');
  return useMemo(
    () =>
      z
        .object({ file: z.instanceof(File).nullable(), agreed: z.boolean() })
        .refine((values) => termsAgreement.isAgreed() || values.agreed, {
          error: t('voicemails.mustAgree'),
          path: ['agreed'],
        }),
    [t],
  );
}

type VoicemailForm = z.input<ReturnType<typeof useVoicemailSchema>>;

/** spec outreach §3 Voicemail, §4 voicemail flow, §5 (.wav, 6 to 180 s, 20 MB). */
export function Voicemails() {
  const t = useT('prospects');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const schema = useVoicemailSchema();
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { file: null, agreed: termsAgreement.isAgreed() },
  });
  const file = useWatch({ control, name: 'file' });
  const [suppressed, setSuppressed] = useState(termsAgreement.isSuppressed);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...voicemailsKey, page],
    queryFn: ({ signal }) =>
      api.GET('/voicemail/audio', {
        signal,
        query: { offset: page * VOICEMAILS_PAGE_SIZE, limit: VOICEMAILS_PAGE_SIZE },
      }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: voicemailsKey });
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.set('file', chosen);
      form.set('file_name', chosen.name);
      form.set('agreed_to_terms', 'true');
      return api.POST('/voicemail/audio', { body: form });
    },
    onSuccess: () => {
      setNotice(t('voicemails.uploaded'));
      setValue('file', null);
      // spec: the agreement "is reset after an upload" (unless suppressed for good).
      termsAgreement.reset();
      setValue('agreed', termsAgreement.isAgreed());
    },
    onError: (error) => setProblem(error.message),
    onSettled: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.PATCH('/voicemail/audio/{id}', { path: { id }, body: { name } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.DELETE('/voicemail/audio/{id}', { path: { id } }),
    onError: (error) => setProblem(error.message),
    onSettled: refresh,
  });

  // The refusal shows in the page's alert, as the API's answers do.
  const send = handleSubmit(
    (values) => {
      if (values.file) upload.mutate(values.file);
    },
    (errors) => setProblem(errors.agreed?.message ?? null),
  );

  return (
    <div className="voicemails" style={{ display: 'grid', gap: 16 }}>
      <form
        aria-label={t('voicemails.upload')}
        onSubmit={(event) => {
          setProblem(null);
          setNotice(null);
          void send(event);
        }}
      >
        <FileField control={control} />
        {suppressed ? null : (
          <TermsFields
            control={control}
            setValue={setValue}
            suppressed={suppressed}
            setSuppressed={setSuppressed}
          />
        )}
        <Button type="submit" disabled={!file} loading={upload.isPending}>
          {t('voicemails.upload')}
        </Button>
      </form>
      {problem ? <p role="alert">{problem}</p> : null}
      {notice ? <p role="status">{notice}</p> : null}
      {list.isPending ? <Spinner label={t('common.loading')} /> : null}
      {list.isError ? <ErrorPanel message={list.error.message} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.total === 0 ? <EmptyState title={t('voicemails.empty')} /> : null}
      {list.data && list.data.items.length > 0 ? (
        <>
          <ul aria-label={t('voicemails.listLabel')} style={{ listStyle: 'none', padding: 0 }}>
            {list.data.items.map((voicemail) => (
              <Row
                key={voicemail._id}
                voicemail={voicemail}
                onRename={(name) => rename.mutate({ id: voicemail._id, name })}
                onDelete={() => remove.mutate(voicemail._id)}
              />
            ))}
          </ul>
          {list.data.total > VOICEMAILS_PAGE_SIZE ? (
            <VoicemailPager page={page} setPage={setPage} total={list.data.total} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Previous and Next through the voicemails. */
function VoicemailPager({
  page,
  setPage,
  total,
}: {
  page: number;
  setPage: Dispatch<SetStateAction<number>>;
  total: number;
}) {
  const t = useT('prospects');
  return (
    <nav style={{ display: 'flex', gap: 8 }}>
      <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
        {t('common.previous')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={(page + 1) * VOICEMAILS_PAGE_SIZE >= total}
        onClick={() => setPage((p) => p + 1)}
      >
        {t('common.next')}
      </Button>
    </nav>
  );
}

/** The terms to agree to before a file is sent, and "Don't ask again". */
function TermsFields({
  control,
  setValue,
  suppressed,
  setSuppressed,
}: {
  control: Control<VoicemailForm>;
  setValue: UseFormSetValue<VoicemailForm>;
  suppressed: boolean;
  setSuppressed: (suppressed: boolean) => void;
}) {
  const t = useT('prospects');
  return (
    <>
      <Controller
        control={control}
        name="agreed"
        render={({ field }) => (
          <Checkbox
            label={t('voicemails.terms')}
            checked={field.value}
            onChange={(event) => {
              field.onChange(event.target.checked);
              termsAgreement.agree(event.target.checked);
            }}
          />
        )}
      />
      <Checkbox
        label={t('voicemails.dontAskAgain')}
        checked={suppressed}
        onChange={(event) => {
          termsAgreement.suppress(event.target.checked);
          if (event.target.checked) {
            termsAgreement.agree(true);
            setValue('agreed', true);
          }
          setSuppressed(event.target.checked);
        }}
      />
    </>
  );
}

/** The .wav file to upload. */
function FileField({ control }: { control: Control<VoicemailForm> }) {
  const t = useT('prospects');
  return (
    <Controller
      control={control}
      name="file"
      render={({ field }) => (
        <label>
          {t('voicemails.file')}
          <input
            type="file"
            accept=".wav,audio/wav"
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
          />
        </label>
      )}
    />
  );
}
