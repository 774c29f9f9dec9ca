import {
  Button,
  EmptyState,
  ErrorPanel,
  Input,
  Modal,
  Select,
  Spinner,
  TableHead,
} from '@outreach/design-system';
import { formatDateTime, useT } from '@outreach/sdk';
import { type MessageTemplateChannel, messageTemplateChannels } from '@outreach/core/outreach';
import { useState } from 'react';
import { Pager } from '../pager/Pager';
import { TemplateForm } from './TemplateForm';
import {
  type MessageTemplate,
  type TemplateDraft,
  type TemplateFilters,
  useMessageTemplates,
  useTemplateMutations,
} from './useMessageTemplates';

const newDraft: TemplateDraft = { name: '', channel: 'message', subject: '', text: '' };

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '') ?? '';
}

/** /templates/my-templates (spec outreach §2 Templates): the workspace's reusable step texts. */
export function MessageTemplates() {
  const t = useT('message-templates');
  const [filters, setFilters] = useState<TemplateFilters>({ channel: '', query: '' });
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<{ id: string | null; draft: TemplateDraft } | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  const list = useMessageTemplates(filters, page + 1);
  const { save, duplicate, remove } = useTemplateMutations();

  const filter = (patch: Partial<TemplateFilters>) => {
    setFilters({ ...filters, ...patch });
    setPage(0);
  };
  const open = (id: string | null, draft: TemplateDraft) => {
    save.reset();
    setEditing({ id, draft });
  };
  const filtered = filters.channel !== '' || filters.query.trim() !== '';
  const failure = duplicate.error ?? remove.error;

  return (
    <div className="message-templates" style={{ display: 'grid', gap: 16, marginTop: 16 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}>
        <Input
          label={t('search')}
          type="search"
          value={filters.query}
          onChange={(event) => filter({ query: event.target.value })}
        />
        <Select
          label={t('channelFilter')}
          value={filters.channel}
          options={[
            { value: '', label: t('allChannels') },
            ...messageTemplateChannels.map((channel) => ({
              value: channel,
              label: t(`channels.${channel}`),
            })),
          ]}
          onChange={(event) => filter({ channel: event.target.value as MessageTemplateChannel | '' })}
        />
        <Button onClick={() => open(null, newDraft)}>{t('create')}</Button>
      </div>
      {failure ? <p role="alert">{failure.message}</p> : null}

      {list.isPending ? <Spinner label={t('loading')} /> : null}
      {list.isError ? <ErrorPanel message={list.error.message} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.total === 0 ? (
        filtered ? (
          <EmptyState title={t('noMatches')} />
        ) : (
          <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} />
        )
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <>
          <table aria-label={t('listLabel')}>
            <TableHead columns={['name', 'channel', 'firstLine', 'updated', '']} label={t} />
            <tbody>
              {list.data.items.map((template) => (
                <TemplateRow
                  key={template._id}
                  template={template}
                  duplicating={duplicate.isPending && duplicate.variables === template._id}
                  onEdit={() =>
                    open(template._id, {
                      name: template.name,
                      channel: template.channel,
                      subject: template.subject ?? '',
                      text: template.text,
                    })
                  }
                  onDuplicate={() => duplicate.mutate(template._id)}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(template);
                  }}
                />
              ))}
            </tbody>
          </table>
          <Pager
            label={t('pages')}
            page={page}
            pageSize={list.data.page_size}
            total={list.data.total}
            onPage={setPage}
          />
        </>
      ) : null}

      {editing ? (
        <TemplateForm
          editing={editing.id}
          initial={editing.draft}
          saving={save.isPending}
          failure={save.error?.message ?? null}
          onClose={() => setEditing(null)}
          onSave={(draft) => save.mutate({ id: editing.id, draft }, { onSuccess: () => setEditing(null) })}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteTemplate
          name={deleting.name}
          deleting={remove.isPending}
          onConfirm={() => remove.mutate(deleting._id, { onSettled: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}

/** One template: name, channel, first line, last change, and its actions. */
function TemplateRow({
  template,
  duplicating,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  template: MessageTemplate;
  duplicating: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const t = useT('message-templates');
  return (
    <tr>
      <td>{template.name}</td>
      <td>{t(`channels.${template.channel}`)}</td>
      <td>{firstLine(template.text)}</td>
      <td>{formatDateTime(template.updated_at)}</td>
      <td>
        <Button size="sm" variant="ghost" aria-label={`${t('edit')} ${template.name}`} onClick={onEdit}>
          {t('edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${t('duplicate')} ${template.name}`}
          loading={duplicating}
          onClick={onDuplicate}
        >
          {t('duplicate')}
        </Button>
        <Button size="sm" variant="ghost" aria-label={`${t('delete')} ${template.name}`} onClick={onDelete}>
          {t('delete')}
        </Button>
      </td>
    </tr>
  );
}

/** "Delete this template?" */
function ConfirmDeleteTemplate({
  name,
  deleting,
  onConfirm,
  onClose,
}: {
  name: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT('message-templates');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('confirmDeleteTitle')}
      width={500}
      footer={
        <>
          <Button variant="danger" loading={deleting} onClick={onConfirm}>
            {t('delete')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      <p>{t('confirmDelete', { name })}</p>
    </Modal>
  );
}
