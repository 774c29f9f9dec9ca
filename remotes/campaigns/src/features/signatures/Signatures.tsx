import { Button, Checkbox, EmptyState, ErrorPanel, Input, Select, Spinner } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, useT } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** The JSON of /api/credentials/signatures. */
export type Signature = ApiSchema<'Signature'>;

/** The signature form; name and content are required by the inputs themselves (`required`). */
const draftSchema = z.object({
  name: z.string(),
  content: z.string(),
  isDefault: z.boolean(),
});

type Fields = z.infer<typeof draftSchema>;

interface Draft extends Fields {
  id: string | null;
}

const emptyFields: Fields = { name: '', content: '', isDefault: false };

/** spec outreach §3 Signature, §4 "Saving a default signature clears the default on others". */
export function Signatures() {
  const t = useT('prospects');
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState('');
  /** The signature being edited; null = a new one. */
  const [editing, setEditing] = useState<string | null>(null);
  const { register, handleSubmit, reset } = useForm({
    resolver: zodResolver(draftSchema),
    defaultValues: emptyFields,
  });
  const setDraft = ({ id, ...fields }: Draft) => {
    setEditing(id);
    reset(fields);
  };
  const emptyDraft: Draft = { id: null, ...emptyFields };
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

  const submit = handleSubmit((fields) => save.mutate({ id: editing, ...fields }));
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
          <SignatureItem
            key={signature._id}
            signature={signature}
            onEdit={() =>
              setDraft({
                id: signature._id,
                name: signature.name,
                content: signature.content,
                isDefault: signature.is_default,
              })
            }
            onMakeDefault={() => makeDefault.mutate(signature._id)}
            onDelete={() => remove.mutate(signature._id)}
          />
        ))}
      </ul>
      <form aria-label={editing ? t('signatures.editTitle') : t('signatures.create')} onSubmit={submit}>
        <h3>{editing ? t('signatures.editTitle') : t('signatures.create')}</h3>
        <Input label={t('signatures.name')} required {...register('name')} />
        <label>
          {t('signatures.content')}
          <textarea required rows={4} {...register('content')} />
        </label>
        <Checkbox label={t('signatures.isDefault')} {...register('isDefault')} />
        <Button type="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={() => setDraft(emptyDraft)}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </form>
    </div>
  );
}

/** One signature, with Edit, "Make default" (unless it is) and Delete. */
function SignatureItem({
  signature,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  signature: { _id: string; name: string; content: string; is_default: boolean };
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const t = useT('prospects');
  return (
    <li style={{ padding: '8px 0' }}>
      <strong>{signature.name}</strong> {signature.is_default ? <span>{t('signatures.default')}</span> : null}
      <div>{signature.content}</div>
      <Button size="sm" variant="ghost" onClick={onEdit}>
        {t('common.edit')}
      </Button>
      {signature.is_default ? null : (
        <Button size="sm" variant="ghost" onClick={onMakeDefault}>
          {t('signatures.makeDefault')}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onDelete}>
        {t('common.delete')}
      </Button>
    </li>
  );
}
