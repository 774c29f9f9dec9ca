import { Button, Input, Select } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { DealJson, StageJson } from '@outreach/core/outreach';
import {
  type DealInput,
  useCurrencies,
  useDeleteDeal,
  useOwners,
  useProfileSearch,
  useSaveDeal,
} from '../hooks/useCrm';
import { CrmFormModal, failureText } from './CrmFormModal';
import { DealTimeline } from './DealTimeline';

interface DealModalProps {
  deal: DealJson | null;
  stages: StageJson[];
  /** The stage a new deal starts on. */
  stageId: string;
  onClose: () => void;
}

type Currency = NonNullable<DealInput['currency']>;
type Status = NonNullable<DealInput['status']>;

/** Add or edit a deal: name, stage, amount + currency, owner, prospect (searched), status; delete. */
export function DealModal({ deal, stages, stageId, onClose }: DealModalProps) {
  const t = useT('inbox');
  const currencies = useCurrencies().data ?? [];
  const owners = useOwners().data ?? [];
  const save = useSaveDeal();
  const remove = useDeleteDeal();
  const schema = useDealSchema();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      name: deal?.name ?? '',
      stage: deal?.crm_stage ?? stageId,
      amount: deal?.amount === null || deal === null ? '' : String(deal.amount),
      currency: deal?.currency ?? 'USD',
      owner: deal?.crm_owner?._id ?? '',
      status: deal && deal.status !== 'deleted' ? deal.status : 'open',
    },
  });
  // The selects show the form's value (a select registered uncontrolled starts on its first option).
  const [stage, currency, owner, status] = useWatch({
    control,
    name: ['stage', 'currency', 'owner', 'status'],
  });
  const [prospect, setProspect] = useState(deal?.prospect ?? null);
  const showFailure = (failure: unknown) => setError('root.server', { message: failureText(failure) });
  const { saveDeal, destroy } = dealActions({ deal, save, remove, onClose, showFailure });
  // The schema's output: the name trimmed, the amount a number or null.
  const submit = handleSubmit((values) => saveDeal(values, prospect?._id ?? null));

  const title = deal ? t('crmBoard.dealTitleEdit') : t('crmBoard.dealTitleNew');
  return (
    <CrmFormModal
      title={title}
      saving={save.isPending}
      serverError={errors.root?.server?.message}
      actions={
        deal && (
          <Button variant="danger" loading={remove.isPending} onClick={destroy}>
            {t('crmBoard.deleteDeal')}
          </Button>
        )
      }
      onSubmit={submit}
      onClose={onClose}
    >
      <Input
        label={t('crmBoard.dealName')}
        maxLength={200}
        {...register('name')}
        error={errors.name?.message}
      />
      <Select
        label={t('crmBoard.stage')}
        value={stage}
        options={stages.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
        onChange={(event) => setValue('stage', event.target.value)}
      />
      <div className="crm-form__row">
        <Input
          label={t('crmBoard.amount')}
          type="number"
          min={0}
          step="0.01"
          {...register('amount')}
          error={errors.amount?.message}
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
          onChange={(event) => setValue('currency', event.target.value)}
        />
      </div>
      <Select
        label={t('crmBoard.owner')}
        value={owner}
        options={[
          { value: '', label: t('crmBoard.noOwner') },
          ...owners.map((entry) => ({ value: entry._id, label: entry.name })),
        ]}
        onChange={(event) => setValue('owner', event.target.value)}
      />
      <div>
        <ProspectPicker prospect={prospect} setProspect={setProspect} />
      </div>
      <Select
        label={t('crmBoard.status')}
        value={status}
        options={(['open', 'won', 'lost'] as const).map((value) => ({
          value,
          label: t(`crmBoard.statuses.${value}`),
        }))}
        onChange={(event) => setValue('status', event.target.value)}
      />
      {deal?.prospect ? <DealTimeline dealId={deal._id} /> : null}
    </CrmFormModal>
  );
}

/** Saving and deleting the deal: the modal closes when done, else shows the API's message. */
function dealActions({
  deal,
  save,
  remove,
  onClose,
  showFailure,
}: {
  deal: DealJson | null;
  save: ReturnType<typeof useSaveDeal>;
  remove: ReturnType<typeof useDeleteDeal>;
  onClose: () => void;
  showFailure: (failure: unknown) => void;
}) {
  const saveDeal = async (
    values: {
      name: string;
      stage: string;
      amount: number | null;
      currency: string;
      owner: string;
      status: string;
    },
    prospectId: string | null,
  ) => {
    const input: DealInput = {
      name: values.name,
      crm_stage: values.stage,
      amount: values.amount,
      currency: values.currency as Currency,
      crm_owner: values.owner || null,
      status: values.status as Status,
      prospect_id: prospectId,
    };
    try {
      await save.mutateAsync({ id: deal?._id ?? null, input });
      onClose();
    } catch (failure) {
      showFailure(failure);
    }
  };
  const destroy = async () => {
    if (!deal) return;
    try {
      await remove.mutateAsync(deal._id);
      onClose();
    } catch (failure) {
      showFailure(failure);
    }
  };
  return { saveDeal, destroy };
}

/** The deal form's rules, with its messages in the interface language. */
function useDealSchema() {
  const t = useT('inbox');
  return useMemo(() => {
    const amountInvalid = t('crmBoard.amountInvalid');
    return z.object({
      name: z.string().trim().min(1, t('crmBoard.fillField')),
      stage: z.string(),
      // Empty is no amount (null); else a number of at least 0.
      amount: z.string().transform((text, context) => {
        if (text.trim() === '') return null;
        const value = Number(text);
        if (!Number.isFinite(value) || value < 0)
          context.addIssue({ code: 'custom', message: amountInvalid });
        return value;
      }),
      currency: z.string(),
      owner: z.string(),
      status: z.string(),
    });
  }, [t]);
}

type DealProspect = NonNullable<DealModalProps['deal']>['prospect'];

/** The deal's prospect: the chosen one with "Clear", else a search to choose one. */
function ProspectPicker({
  prospect,
  setProspect,
}: {
  prospect: DealProspect | null;
  setProspect: (prospect: DealProspect | null) => void;
}) {
  const t = useT('inbox');
  const [search, setSearch] = useState('');
  const found = useProfileSearch(search).data ?? [];
  return (
    <>
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
    </>
  );
}
