import { type SupportIntegration, supportIntegrations } from '@outreach/brands/support';
import { Input, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { SectionFooter } from './SectionFooter';
import { useSectionForm } from './useSectionForm';
import { type Whitelabel, whitelabelApi } from './whitelabels-api';

function fromRecord(record: Whitelabel) {
  return { integration: record.brand.support.integration, app_id: record.brand.support.appId ?? '' };
}

/** Support: the chat widget the brand's pages load, and its id (none needs no id). */
export default function SupportSection({ whitelabel }: { whitelabel: Whitelabel }) {
  const t = useT('adminWhitelabels');
  const canEdit = whitelabel.can_edit.support;
  const form = useSectionForm(whitelabel, fromRecord, canEdit);
  const { draft, setDraft } = form;
  const none = draft.integration === 'no_support';
  return (
    <section className="wl-section" aria-label={t('support.title')}>
      <Select
        label={t('support.integration')}
        options={supportIntegrations.map((value) => ({ value, label: t(`support.integrations.${value}`) }))}
        value={draft.integration}
        disabled={!canEdit}
        onChange={(event) => setDraft({ ...draft, integration: event.target.value as SupportIntegration })}
      />
      {none ? null : (
        <Input
          label={t('support.appId')}
          hint={t('support.appIdHint')}
          value={draft.app_id}
          readOnly={!canEdit}
          onChange={(event) => setDraft({ ...draft, app_id: event.target.value.trim() })}
        />
      )}
      <SectionFooter
        canEdit={canEdit}
        changed={form.changed}
        status={form}
        invalid={!none && draft.app_id === ''}
        onSave={() =>
          void form.save(() =>
            whitelabelApi.support(whitelabel.id, {
              integration: draft.integration,
              ...(none ? {} : { app_id: draft.app_id }),
            }),
          )
        }
      />
    </section>
  );
}
