/**
 * The send SMS step's sender (issue 27): a pick among the workspace's numbers with SMS support
 * (GET /sms/numbers), stored in the step's `from_number` as the number itself (the executor finds
 * the number by it; core step-rules require one). A number that can not text now stays listed
 * but disabled; without one that can, the field links to the page where numbers are bought.
 */
import { Input, Select } from '@outreach/design-system';
import { api, Link, useT } from '@outreach/sdk';
import { startFixPaths } from '@outreach/core/outreach';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A number's digits, so "+1 (415) 555-0100" and "+14155550100" name the same number. */
const digitsOf = (number: string) => number.replace(/\D/g, '');

export function SmsNumberField(props: {
  label: string;
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}) {
  const t = useT('builder');
  const numbers = useQuery({
    queryKey: ['campaigns-builder', 'sms-numbers'],
    queryFn: ({ signal }) => api.GET('/sms/numbers', { signal }),
    staleTime: 60_000,
  });
  if (numbers.isError) {
    // The list can not be had (e.g. the plan lacks SMS): the number stays editable as text.
    return (
      <Input
        label={props.label}
        value={props.value}
        error={props.error}
        onChange={(event) => props.onChange(event.target.value)}
      />
    );
  }
  const rows = numbers.data?.numbers ?? [];
  const chosen = props.value.trim();
  const match = chosen ? rows.find((row) => digitsOf(row.number) === digitsOf(chosen)) : undefined;
  const options = rows.map((row) => ({
    value: row.number,
    label: row.available
      ? row.is_own
        ? t('step.smsNumbers.own', { number: row.number })
        : row.number
      : t('step.smsNumbers.unavailable', { number: row.number }),
    disabled: !row.available,
  }));
  // A number typed before the list existed, or one no longer the workspace's: shown, never lost silently.
  if (chosen && !match)
    options.push({ value: chosen, label: t('step.smsNumbers.missing', { number: chosen }), disabled: true });
  const none = numbers.isSuccess && !rows.some((row) => row.available);
  const hint = none ? (
    <span data-testid="sms-numbers-empty">
      {rows.length === 0 ? t('step.smsNumbers.none') : t('step.smsNumbers.noneAvailable')}{' '}
      <Link to={startFixPaths.phoneNumbers}>{t('step.smsNumbers.buy')}</Link>
    </span>
  ) : undefined;
  return (
    <Select
      label={props.label}
      value={match ? match.number : chosen}
      placeholder={t('step.smsNumbers.choose')}
      options={options}
      disabled={numbers.isPending}
      error={props.error}
      hint={hint}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
