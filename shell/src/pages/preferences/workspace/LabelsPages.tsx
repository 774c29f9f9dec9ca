import { Button, EmptyState, Input, Spinner, showSnackbar } from '@outreach/design-system';
import { api, Link, useLabelName, useNavigate, useT } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { PreferencesPanel } from '../PreferencesPanel';
import { PreferencesTable, RowButtons } from '../PreferencesTable';
import { ConfirmDelete, useConfirmedDelete } from './ConfirmDelete';

/** A label as GET /labels/fetch answers it (outreach §3 Label). */
export type Label = ApiSchema<'Label'>;

/** outreach §5/§9: a label name is at most 30 characters; the colour a hex value. */
export const maxLabelName = 30;
const hexColour = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** The colours offered first (any hex value may be typed). */
export const labelPalette = ['#47e671', '#2d7be5', '#e8a317', '#d93848', '#7c4dff', '#00a3a3', '#8a8f98'];

const labelsKey = (space: string) => ['space', space, 'labels'] as const;

function useLabels(space: string) {
  return useQuery({
    queryKey: labelsKey(space),
    queryFn: () => api.GET('/labels/fetch', { query: { space } }),
  });
}

/** /preferences/workspace/labels/:id — the workspace's labels: colour, name, edit and delete. */
export function LabelsPage() {
  const t = useT('account');
  const nameOf = useLabelName();
  const { id = '' } = useParams();
  const labels = useLabels(id);
  const queryClient = useQueryClient();
  const confirm = useConfirmedDelete(
    (label: Label) => api.DELETE('/labels/{id}', { path: { id: label._id }, query: { space: id } }),
    () => void queryClient.invalidateQueries({ queryKey: labelsKey(id) }),
    t('labels.deleted'),
  );
  const own = (labels.data ?? []).filter((label) => label.type !== 'ai_generated');
  const ai = (labels.data ?? []).filter((label) => label.type === 'ai_generated');

  return (
    <PreferencesPanel title={t('preferences.workspace.labels')} description={t('labels.subtitle')}>
      <p>
        <Link to={`/preferences/workspace/labels/${id}/create-new`}>{t('labels.new')}</Link>
      </p>
      {labels.isError ? (
        <p role="alert">{labels.error.message}</p>
      ) : !labels.data ? (
        <Spinner />
      ) : own.length === 0 && ai.length === 0 ? (
        <EmptyState title={t('upcoming.labels.title')} description={t('upcoming.labels.text')} />
      ) : (
        <PreferencesTable
          columns={[t('labels.colour'), t('labels.name'), t('labels.kind')]}
          actionsColumn={t('labels.actions')}
        >
          {[...own, ...ai].map((label) => (
            <tr key={label._id}>
              <td>
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: 16,
                    height: 16,
                    borderRadius: 4,
                    background: label.color,
                  }}
                />
              </td>
              <td>{nameOf(label)}</td>
              <td>{t(label.type === 'ai_generated' ? 'labels.kinds.ai' : 'labels.kinds.own')}</td>
              <td>
                {label.type === 'ai_generated' ? null : (
                  <span style={{ display: 'inline-flex', gap: 8 }}>
                    <Link
                      to={`/preferences/workspace/labels/${id}/edit/${label._id}`}
                      aria-label={t('labels.editOf', { name: label.name })}
                    >
                      {t('labels.edit')}
                    </Link>
                    <RowButtons
                      actions={[
                        {
                          label: t('labels.delete'),
                          ariaLabel: t('labels.deleteOf', { name: label.name }),
                          onClick: () => confirm.ask(label),
                        },
                      ]}
                    />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </PreferencesTable>
      )}
      <ConfirmDelete
        {...confirm.dialog}
        title={t('labels.deleteTitle')}
        text={t('labels.deleteText', { name: confirm.deleting?.name ?? '' })}
        cancelLabel={t('labels.cancel')}
        deleteLabel={t('labels.delete')}
      />
    </PreferencesPanel>
  );
}

/** /preferences/workspace/labels/:id/create-new and …/edit/:labelId: a name and a colour. */
export function LabelFormPage() {
  const t = useT('account');
  const { id = '', labelId } = useParams();
  const labels = useLabels(id);
  const existing = labelId ? labels.data?.find((label) => label._id === labelId) : undefined;
  if (labelId && !existing)
    return (
      <PreferencesPanel title={t('upcoming.editLabel.heading')}>
        {labels.isError ? (
          <p role="alert">{labels.error.message}</p>
        ) : labels.data ? (
          <p role="alert">{t('labels.notFound')}</p>
        ) : (
          <Spinner />
        )}
      </PreferencesPanel>
    );
  return <LabelForm key={labelId ?? 'new'} space={id} label={existing} />;
}

function LabelForm({ space, label }: { space: string; label?: Label }) {
  const t = useT('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState(label?.color ?? labelPalette[0] ?? '#47e671');
  const [errors, setErrors] = useState<{ name?: string; color?: string }>({});
  const save = useMutation({
    mutationFn: (body: { name: string; color: string }) =>
      label
        ? api.PUT('/labels/{id}', { path: { id: label._id }, query: { space }, body })
        : api.POST('/labels', { query: { space }, body: { ...body, type: 'profile', is_shared: true } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: labelsKey(space) });
      showSnackbar({ type: 'success', text: t(label ? 'labels.saved' : 'labels.created') });
      navigate(`/preferences/workspace/labels/${space}`);
    },
    // The API's words (a taken title: 'This title is already chosen').
    onError: (failure) => setErrors({ name: failure.message }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const next = {
      name: !trimmed
        ? t('labels.nameRequired')
        : trimmed.length > maxLabelName
          ? t('labels.nameTooLong', { count: maxLabelName })
          : undefined,
      color: hexColour.test(color.trim()) ? undefined : t('labels.colourInvalid'),
    };
    setErrors(next);
    if (!next.name && !next.color) save.mutate({ name: trimmed, color: color.trim() });
  }

  return (
    <PreferencesPanel title={t(label ? 'upcoming.editLabel.heading' : 'upcoming.createLabel.heading')}>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <Input
          label={t('labels.name')}
          value={name}
          maxLength={maxLabelName + 10}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          required
        />
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{t('labels.colour')}</legend>
          <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', margin: '6px 0' }}>
            {labelPalette.map((swatch) => (
              <button
                key={swatch}
                type="button"
                aria-label={swatch}
                aria-pressed={color.toLowerCase() === swatch}
                onClick={() => setColor(swatch)}
                style={{
                  width: 24,
                  height: 24,
                  borderRadius: 6,
                  background: swatch,
                  border:
                    color.toLowerCase() === swatch
                      ? '2px solid var(--ds-text)'
                      : '1px solid var(--ds-border)',
                }}
              />
            ))}
          </div>
          <Input
            label={t('labels.hex')}
            value={color}
            onChange={(event) => setColor(event.target.value)}
            error={errors.color}
          />
        </fieldset>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="submit" loading={save.isPending}>
            {t(label ? 'labels.save' : 'labels.create')}
          </Button>
          <Link to={`/preferences/workspace/labels/${space}`}>{t('labels.cancel')}</Link>
        </div>
      </form>
    </PreferencesPanel>
  );
}
