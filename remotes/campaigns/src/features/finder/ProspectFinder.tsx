import { ControlledSelect } from '../forms/ControlledSelect';
import { Button, Checkbox, EmptyState, ErrorPanel, Input, Select, Spinner } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, useT } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { Pager } from '../pager/Pager';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FINDER_PAGE_SIZE, type FinderFilters } from './finder-filters';

type Tri = '' | 'true' | 'false';

interface Form {
  query: string;
  homeowner: Tri;
  married: Tri;
  children: Tri;
  gender: string;
  netWorth: string;
  income: string;
  ageMin: string;
  ageMax: string;
  email: boolean;
  workEmail: boolean;
  phone: boolean;
  enrichedOnly: boolean;
  freshOnly: boolean;
  socialOnly: boolean;
}

const emptyForm: Form = {
  query: '',
  homeowner: '',
  married: '',
  children: '',
  gender: '',
  netWorth: '',
  income: '',
  ageMin: '',
  ageMax: '',
  email: false,
  workEmail: false,
  phone: false,
  enrichedOnly: false,
  freshOnly: false,
  socialOnly: false,
};

const triChoice = z.enum(['', 'true', 'false']);

/** The filters form checks nothing: every value is a choice or free text (the ages' bounds are the browser's). */
const formSchema = z.object({
  query: z.string(),
  homeowner: triChoice,
  married: triChoice,
  children: triChoice,
  gender: z.string(),
  netWorth: z.string(),
  income: z.string(),
  ageMin: z.string(),
  ageMax: z.string(),
  email: z.boolean(),
  workEmail: z.boolean(),
  phone: z.boolean(),
  enrichedOnly: z.boolean(),
  freshOnly: z.boolean(),
  socialOnly: z.boolean(),
}) satisfies z.ZodType<Form>;

/** The form as the §3 finder filters JSON; unset fields are left out. */
export function filtersOf(form: Form): FinderFilters {
  const tri = (value: Tri) => (value === '' ? undefined : value === 'true');
  const contact = [
    ...(form.email ? (['email'] as const) : []),
    ...(form.workEmail ? (['work_email'] as const) : []),
    ...(form.phone ? (['phone'] as const) : []),
  ];
  const age = {
    ...(form.ageMin ? { min: Number(form.ageMin) } : {}),
    ...(form.ageMax ? { max: Number(form.ageMax) } : {}),
  };
  const filters: FinderFilters = {
    query: form.query.trim() || undefined,
    homeowner: tri(form.homeowner),
    married: tri(form.married),
    children: tri(form.children),
    gender: form.gender ? [form.gender] : undefined,
    net_worth: form.netWorth ? [form.netWorth] : undefined,
    income_range: form.income ? [form.income] : undefined,
    age_range: Object.keys(age).length > 0 ? age : undefined,
    contact_info: contact.length > 0 ? contact : undefined,
    enriched_only: form.enrichedOnly || undefined,
    fresh_only: form.freshOnly || undefined,
    social_network_only: form.socialOnly || undefined,
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as FinderFilters;
}

function useBuckets(filter: 'net_worth' | 'income_range') {
  return useQuery({
    queryKey: ['finder', 'filter', filter],
    queryFn: ({ signal }) =>
      api.GET('/looch/filters/{filter}', { path: { filter }, signal, query: { limit: 50 } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** spec outreach §2/§3: the Prospect Finder with the §3 filters and "add to campaign". */
export function ProspectFinder() {
  const t = useT('prospects');
  const [applied, setApplied] = useState<FinderFilters>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [workflowId, setWorkflowId] = useState('');
  const [existing, setExisting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const campaigns = useQuery({
    queryKey: ['finder', 'campaigns'],
    queryFn: ({ signal }) => api.GET('/workflows', { signal, query: { limit: 100 } }),
  });
  const people = useQuery({
    queryKey: ['finder', 'people', applied, page],
    queryFn: async ({ signal }) => {
      const found = await api.GET('/v2/looch/profiles', {
        signal,
        query: { filters: JSON.stringify(applied), page, page_size: FINDER_PAGE_SIZE },
      });
      // Only a count_only call answers a bare count; this one asks for the page.
      return 'items' in found ? found : { ...found, items: [], page, page_size: FINDER_PAGE_SIZE };
    },
    placeholderData: keepPreviousData,
  });
  const add = useMutation({
    mutationFn: () =>
      api.POST('/v2/looch/profiles/add_to_workflow', {
        query: { ids: selected.join(',') },
        body: { workflow_id: workflowId, is_existing_people: existing },
      }),
    onSuccess: (result) => {
      setMessage(t('finder.added', { added: result.added, skipped: result.skipped_existing }));
      setSelected([]);
    },
  });
  const enrich = useMutation({
    mutationFn: () => api.POST('/v2/looch/profiles/enrich', { query: { ids: selected.join(',') } }),
    onSuccess: (result) => {
      setMessage(t('finder.enriched', { count: result.items.length, credits: result.credits_used }));
      void people.refetch();
    },
  });

  const data = people.data;
  const failure = add.error ?? enrich.error;

  return (
    <div className="finder" style={{ display: 'grid', gap: 16 }}>
      <FinderForm
        onApply={(filters) => {
          setApplied(filters);
          setPage(1);
          setSelected([]);
        }}
      />

      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}>
        <span>{t('finder.selected', { count: selected.length })}</span>
        <Select
          label={t('finder.campaign')}
          placeholder={t('finder.chooseCampaign')}
          value={workflowId}
          onChange={(e) => setWorkflowId(e.target.value)}
          options={(campaigns.data?.items ?? []).map((item) => ({ value: item._id, label: item.name }))}
        />
        <Checkbox
          label={t('finder.existingPeople')}
          checked={existing}
          onChange={(e) => setExisting(e.target.checked)}
        />
        <Button
          disabled={selected.length === 0 || !workflowId}
          loading={add.isPending}
          onClick={() => add.mutate()}
        >
          {t('finder.addToCampaign')}
        </Button>
        <Button
          variant="secondary"
          disabled={selected.length === 0}
          loading={enrich.isPending}
          onClick={() => enrich.mutate()}
        >
          {t('finder.enrich')}
        </Button>
      </div>
      {message ? <p role="status">{message}</p> : null}
      {failure ? <p role="alert">{failure.message}</p> : null}

      {people.isPending ? <Spinner label={t('common.loading')} /> : null}
      {people.isError ? (
        <ErrorPanel message={people.error.message} onRetry={() => void people.refetch()} />
      ) : null}
      {data ? <p>{t('finder.found', { count: data.count })}</p> : null}
      {data && data.count === 0 ? <EmptyState title={t('finder.noMatches')} /> : null}
      {data && data.items.length > 0 ? (
        <>
          <PeopleList people={data.items} selected={selected} setSelected={setSelected} />
          <Pager
            label={t('finder.pagination')}
            page={data.page - 1}
            pageSize={data.page_size}
            total={data.count}
            onPage={(next) => setPage(next + 1)}
          />
        </>
      ) : null}
    </div>
  );
}

/** The §3 filters; Apply hands them over as the API's filters. */
function FinderForm({ onApply }: { onApply: (filters: FinderFilters) => void }) {
  const t = useT('prospects');
  const { register, handleSubmit, control } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: emptyForm,
  });
  const netWorth = useBuckets('net_worth');
  const income = useBuckets('income_range');
  const triOptions = [
    { value: '', label: t('common.any') },
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];
  const toOptions = (rows: ApiSchema<'FinderFilterValue'>[] | undefined) => [
    { value: '', label: t('common.any') },
    ...(rows ?? []).map((row) => ({ value: row.saved_value, label: row.string_value })),
  ];

  return (
    <form
      aria-label={t('finder.filters')}
      onSubmit={handleSubmit((values) => onApply(filtersOf(values)))}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}
    >
      <Input label={t('finder.query')} {...register('query')} />
      <FilterSelect control={control} name="homeowner" label={t('finder.homeowner')} options={triOptions} />
      <FilterSelect control={control} name="married" label={t('finder.married')} options={triOptions} />
      <FilterSelect control={control} name="children" label={t('finder.children')} options={triOptions} />
      <FilterSelect
        control={control}
        name="gender"
        label={t('finder.gender')}
        options={[
          { value: '', label: t('common.any') },
          { value: 'female', label: t('finder.female') },
          { value: 'male', label: t('finder.male') },
        ]}
      />
      <FilterSelect
        control={control}
        name="netWorth"
        label={t('finder.netWorth')}
        options={toOptions(netWorth.data)}
      />
      <FilterSelect
        control={control}
        name="income"
        label={t('finder.income')}
        options={toOptions(income.data)}
      />
      <Input label={t('finder.ageMin')} type="number" min={18} max={100} {...register('ageMin')} />
      <Input label={t('finder.ageMax')} type="number" min={18} max={100} {...register('ageMax')} />
      <fieldset>
        <legend>{t('finder.contactInfo')}</legend>
        <Checkbox label={t('finder.hasEmail')} {...register('email')} />
        <Checkbox label={t('finder.hasWorkEmail')} {...register('workEmail')} />
        <Checkbox label={t('finder.hasPhone')} {...register('phone')} />
      </fieldset>
      <Checkbox label={t('finder.enrichedOnly')} {...register('enrichedOnly')} />
      <Checkbox label={t('finder.freshOnly')} {...register('freshOnly')} />
      <Checkbox label={t('finder.socialOnly')} {...register('socialOnly')} />
      <Button type="submit">{t('finder.apply')}</Button>
    </form>
  );
}

/** One of the form's choices: any, or one value. */
function FilterSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control<Form>;
  name: 'homeowner' | 'married' | 'children' | 'gender' | 'netWorth' | 'income';
  label: string;
  options: { value: string; label: string }[];
}) {
  return <ControlledSelect control={control} name={name} label={label} options={options} />;
}

/** The people found, each with a box to select them. */
function PeopleList({
  people,
  selected,
  setSelected,
}: {
  people: ApiSchema<'FinderPage'>['items'];
  selected: string[];
  setSelected: Dispatch<SetStateAction<string[]>>;
}) {
  const t = useT('prospects');
  return (
    <ul aria-label={t('finder.listLabel')} style={{ listStyle: 'none', padding: 0 }}>
      {people.map((person) => (
        <li key={person.id} style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '6px 0' }}>
          <input
            type="checkbox"
            aria-label={t('finder.select', { name: person.full_name })}
            checked={selected.includes(person.id)}
            onChange={(e) =>
              setSelected((current) =>
                e.target.checked ? [...current, person.id] : current.filter((id) => id !== person.id),
              )
            }
          />
          <a href={person.profile_url} target="_blank" rel="noreferrer">
            {person.full_name}
          </a>
          <span>{`${person.position} · ${person.company_name}`}</span>
          <span>{person.location}</span>
          <span>{person.enriched_email ?? person.work_email ?? person.email ?? ''}</span>
        </li>
      ))}
    </ul>
  );
}
