import { Button, EmptyState, ErrorPanel, Input, Modal, Select, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
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
            <thead>
              <tr>
                <th>{t('name')}</th>
                <th>{t('channel')}</th>
                <th>{t('firstLine')}</th>
                <th>{t('updated')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((template) => (
                <tr key={template._id}>
                  <td>{template.name}</td>
                  <td>{t(`channels.${template.channel}`)}</td>
                  <td>{firstLine(template.text)}</td>
                  <td>{new Date(template.updated_at).toLocaleDateString()}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`${t('edit')} ${template.name}`}
                      onClick={() =>
                        open(template._id, {
                          name: template.name,
                          channel: template.channel,
                          subject: template.subject ?? '',
                          text: template.text,
                        })
                      }
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`${t('duplicate')} ${template.name}`}
                      loading={duplicate.isPending && duplicate.variables === template._id}
                      onClick={() => duplicate.mutate(template._id)}
                    >
                      {t('duplicate')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`${t('delete')} ${template.name}`}
                      onClick={() => {
                        remove.reset();
                        setDeleting(template);
                      }}
                    >
                      {t('delete')}
                    </Button>
                  </td>
                </tr>
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
        <Modal
          open
          onClose={() => setDeleting(null)}
          title={t('confirmDeleteTitle')}
          width={500}
          footer={
            <>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() => remove.mutate(deleting._id, { onSettled: () => setDeleting(null) })}
              >
                {t('delete')}
              </Button>
              <Button variant="ghost" onClick={() => setDeleting(null)}>
                {t('cancel')}
              </Button>
            </>
          }
        >
          <p>{t('confirmDelete', { name: deleting.name })}</p>
        </Modal>
      ) : null}
    </div>
  );
}
