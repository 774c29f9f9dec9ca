import { Input, Select, ConfirmDialog, useBusyAction } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import { splitList, TextArea } from './TextArea';
import { type Whitelabel, type WhitelabelRow, whitelabelApi } from './whitelabels-api';
import { ErrorLine } from './ErrorLine';

/**
 * "New white-label" (platform admins): id, name, domains and owner emails (comma or line
 * separated), and the brand its settings are copied from. The API's refusal stays in the dialog.
 */
export function CreateWhitelabelModal({
  open,
  onClose,
  brands,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  brands: readonly WhitelabelRow[];
  onCreated: (whitelabel: Whitelabel) => void;
}) {
  const t = useT('adminWhitelabels');
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [domains, setDomains] = useState('');
  const [owners, setOwners] = useState('');
  const [copyFrom, setCopyFrom] = useState('');
  const { busy, error, run } = useBusyAction();

  const submit = () =>
    run(async () => {
      const created = await whitelabelApi.create({
        id: id.trim(),
        name: name.trim(),
        domains: splitList(domains),
        owner_emails: splitList(owners),
        ...(copyFrom ? { copy_from: copyFrom } : {}),
      });
      onCreated(created);
    });

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('create.title')}
      cancelLabel={t('cancel')}
      confirmLabel={t('create.submit')}
      confirm={{ onClick: submit, loading: busy, disabled: id.trim() === '' || name.trim() === '' }}
    >
      <div className="wl-section">
        <Input
          label={t('create.id')}
          hint={t('create.idHint')}
          value={id}
          required
          onChange={(event) => setId(event.target.value)}
        />
        <Input
          label={t('fields.name')}
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <TextArea
          label={t('fields.domains')}
          hint={t('create.listHint')}
          value={domains}
          onChange={(event) => setDomains(event.target.value)}
        />
        <TextArea
          label={t('fields.ownerEmails')}
          hint={t('create.listHint')}
          value={owners}
          onChange={(event) => setOwners(event.target.value)}
        />
        <Select
          label={t('create.copyFrom')}
          placeholder={t('create.copyFromDefault')}
          options={brands.map((brand) => ({ value: brand.id, label: `${brand.name} (${brand.id})` }))}
          value={copyFrom}
          onChange={(event) => setCopyFrom(event.target.value)}
        />
        <ErrorLine>{error}</ErrorLine>
      </div>
    </ConfirmDialog>
  );
}
