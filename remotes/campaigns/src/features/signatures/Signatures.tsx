import { Button, Checkbox, EmptyState, ErrorPanel, Input, Select, Spinner } from '@outreach/design-system';
import { type ApiSchema, api, useT } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

/** The JSON of /api/credentials/signatures. */
export type Signature = ApiSchema<'Signature'>;

interface Draft {
  id: string | null;
  name: string;
  content: string;
  isDefault: boolean;
}

const emptyDraft: Draft = { id: null, name: '', content: '', isDefault: false };

/** spec outreach §3 Signature, §4 "Saving a default signature clears the default on others". */
export function Signatures() {
  const t = useT('prospects');
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState('');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const senders = useQuery({
    queryKey: ['signatures', 'senders'],
    queryFn: ({ signal }) => api.GET('/credentials/fetch', { signal }),
  });
  const credentialId = chosen || senders.data?.[0]?._id || '';
  const key = ['signatures', credentialId] as const;
  const list = useQuery({
    queryKey: key,
    enabled: Boolean(credentialId),
    queryFn: ({ signal }) =>
      api.GET('/credentials/signatures', { signal, query: { credentials_id: credentialId } }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (value: Draft) =>
      value.id
        ? api.PATCH('/credentials/signatures/{id}', {
            path: { id: value.id },
            query: { credentials_id: credentialId },
            body: { name: value.name, content: value.content, is_default: value.isDefault },
          })
        : api.POST('/credentials/signatures', {
            query: { credentials_id: credentialId },
            body: { name: value.name, content: value.content, is_default: value.isDefault },
          }),
    onSuccess: () => setDraft(emptyDraft),
    onSettled: refresh,
  });
  const makeDefault = useMutation({
    mutationFn: (id: string) =>
      api.PATCH('/credentials/signatures/{id}', {
        path: { id },
        query: { credentials_id: credentialId },
        body: { is_default: true },
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      api.DELETE('/credentials/signatures/{id}', { path: { id }, query: { credentials_id: credentialId } }),
    onSettled: refresh,
  });

  if (senders.isPending) return <Spinner label={t('common.loading')} />;
  if (senders.isError)
    return <ErrorPanel message={senders.error.message} onRetry={() => void senders.refetch()} />;
  if (senders.data.length === 0) return <EmptyState title={t('signatures.noSenders')} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft);
  }
  const failure = save.error ?? makeDefault.error ?? remove.error;

  return (
    <div className="signatures" style={{ display: 'grid', gap: 16 }}>
      <Select
        label={t('signatures.sender')}
        value={credentialId}
        onChange={(event) => {
          setChosen(event.target.value);
          setDraft(emptyDraft);
        }}
        options={senders.data.map((sender) => ({
          value: sender._id,
          label: sender.full_name || sender.username,
        }))}
      />
      {failure ? <p role="alert">{failure.message}</p> : null}
      {list.data && list.data.length === 0 ? <p>{t('signatures.empty')}</p> : null}
      <ul aria-label={t('signatures.listLabel')} style={{ listStyle: 'none', padding: 0 }}>
        {(list.data ?? []).map((signature) => (
          <li key={signature._id} style={{ padding: '8px 0' }}>
            <strong>{signature.name}</strong>{' '}
            {signature.is_default ? <span>{t('signatures.default')}</span> : null}
            <div>{signature.content}</div>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                setDraft({
                  id: signature._id,
                  name: signature.name,
                  content: signature.content,
                  isDefault: signature.is_default,
                })
              }
            >
              {t('common.edit')}
            </Button>
            {signature.is_default ? null : (
              <Button size="sm" variant="ghost" onClick={() => makeDefault.mutate(signature._id)}>
                {t('signatures.makeDefault')}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => remove.mutate(signature._id)}>
              {t('common.delete')}
            </Button>
          </li>
        ))}
      </ul>
      <form aria-label={draft.id ? t('signatures.editTitle') : t('signatures.create')} onSubmit={submit}>
        <h3>{draft.id ? t('signatures.editTitle') : t('signatures.create')}</h3>
        <Input
          label={t('signatures.name')}
          value={draft.name}
          required
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <label>
          {t('signatures.content')}
          <textarea
            value={draft.content}
            required
            rows={4}
            onChange={(e) => setDraft({ ...draft, content: e.target.value })}
          />
        </label>
        <Checkbox
          label={t('signatures.isDefault')}
          checked={draft.isDefault}
          onChange={(e) => setDraft({ ...draft, isDefault: e.target.checked })}
        />
        <Button type="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
        {draft.id ? (
          <Button type="button" variant="ghost" onClick={() => setDraft(emptyDraft)}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </form>
    </div>
  );
}
