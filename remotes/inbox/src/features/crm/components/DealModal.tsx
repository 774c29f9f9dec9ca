import { Button, Input, Modal, Select } from '@outreach/design-system';
import { ApiError, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import type { DealJson, StageJson } from '@outreach/sdk/outreach';
import {
  type DealInput,
  useCurrencies,
  useDeleteDeal,
  useOwners,
  useProfileSearch,
  useSaveDeal,
} from '../hooks/useCrm';

interface DealModalProps {
  deal: DealJson | null;
  stages: StageJson[];
  /** The stage a new deal starts on. */
  stageId: string;
  onClose: () => void;
}

type Errors = Partial<Record<'name' | 'amount' | 'form', string>>;
type Currency = NonNullable<DealInput['currency']>;
type Status = NonNullable<DealInput['status']>;

/** Add or edit a deal: name, stage, amount + currency, owner, prospect (searched), status; delete. */
export function DealModal({ deal, stages, stageId, onClose }: DealModalProps) {
  const t = useT('inbox');
  const currencies = useCurrencies().data ?? [];
  const owners = useOwners().data ?? [];
  const save = useSaveDeal();
  const remove = useDeleteDeal();
  const [name, setName] = useState(deal?.name ?? '');
  const [stage, setStage] = useState(deal?.crm_stage ?? stageId);
  const [amount, setAmount] = useState(deal?.amount === null || deal === null ? '' : String(deal.amount));
  const [currency, setCurrency] = useState<Currency>(deal?.currency ?? 'USD');
  const [owner, setOwner] = useState(deal?.crm_owner?._id ?? '');
  const [status, setStatus] = useState<Status>(deal && deal.status !== 'deleted' ? deal.status : 'open');
  const [prospect, setProspect] = useState(deal?.prospect ?? null);
  const [search, setSearch] = useState('');
  const found = useProfileSearch(search).data ?? [];
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!name.trim()) next.name = t('crmBoard.fillField');
    const value = amount.trim() === '' ? null : Number(amount);
    if (value !== null && (!Number.isFinite(value) || value < 0)) next.amount = t('crmBoard.amountInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const input: DealInput = {
      name: name.trim(),
      crm_stage: stage,
      amount: value,
      currency,
      crm_owner: owner || null,
      status,
      prospect_id: prospect?._id ?? null,
    };
    try {
      await save.mutateAsync({ id: deal?._id ?? null, input });
      onClose();
    } catch (failure) {
      setErrors({ form: failure instanceof ApiError ? failure.message : String(failure) });
    }
  }

  async function destroy() {
    if (!deal) return;
    try {
      await remove.mutateAsync(deal._id);
      onClose();
    } catch (failure) {
      setErrors({ form: failure instanceof ApiError ? failure.message : String(failure) });
    }
  }

  const title = deal ? t('crmBoard.dealTitleEdit') : t('crmBoard.dealTitleNew');
  return (
    <Modal open onClose={onClose} title={title} width={500}>
      <form className="crm-form" onSubmit={submit} noValidate aria-label={title}>
        <Input
          label={t('crmBoard.dealName')}
          value={name}
          maxLength={200}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Select
          label={t('crmBoard.stage')}
          value={stage}
          options={stages.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
          onChange={(event) => setStage(event.target.value)}
        />
        <div className="crm-form__row">
          <Input
            label={t('crmBoard.amount')}
            type="number"
            min={0}
            step="0.01"
            value={amount}
            error={errors.amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Select
            label={t('crmBoard.currency')}
            value={currency}
            options={(currencies.length > 0 ? currencies : [{ code: currency, name: currency }]).map(
              (entry) => ({
                value: entry.code,
                label: entry.code,
              }),
            )}
            onChange={(event) => setCurrency(event.target.value as Currency)}
          />
        </div>
        <Select
          label={t('crmBoard.owner')}
          value={owner}
          options={[
            { value: '', label: t('crmBoard.noOwner') },
            ...owners.map((entry) => ({ value: entry._id, label: entry.name })),
          ]}
          onChange={(event) => setOwner(event.target.value)}
        />
        <div>
          {prospect ? (
            <div className="crm-chosen">
              <span>
                {t('crmBoard.prospect')}: {prospect.full_name}
                {prospect.company_name ? ` — ${prospect.company_name}` : ''}
              </span>
              <Button size="sm" variant="ghost" onClick={() => setProspect(null)}>
                {t('crmBoard.prospectClear')}
              </Button>
            </div>
          ) : (
            <>
              <Input
                label={t('crmBoard.prospect')}
                placeholder={t('crmBoard.prospectSearch')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              {found.length > 0 && (
                <ul className="crm-prospects" aria-label={t('crmBoard.prospect')}>
                  {found.map((row) => (
                    <li key={row._id}>
                      <button
                        type="button"
                        onClick={() => {
                          setProspect({
                            _id: row._id,
                            full_name: row.full_name,
                            company_name: row.company_name,
                          });
                          setSearch('');
                        }}
                      >
                        {row.full_name}
                        {row.company_name ? ` — ${row.company_name}` : ''}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
        <Select
          label={t('crmBoard.status')}
          value={status}
          options={(['open', 'won', 'lost'] as const).map((value) => ({
            value,
            label: t(`crmBoard.statuses.${value}`),
          }))}
          onChange={(event) => setStatus(event.target.value as Status)}
        />
        {errors.form && (
          <p role="alert" className="crm-form__error">
            {errors.form}
          </p>
        )}
        <div className="crm-chosen">
          <Button type="submit" loading={save.isPending}>
            {t('crmBoard.save')}
          </Button>
          {deal && (
            <Button variant="danger" loading={remove.isPending} onClick={destroy}>
              {t('crmBoard.deleteDeal')}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
