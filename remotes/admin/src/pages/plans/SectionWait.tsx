import { Spinner } from '@outreach/design-system';
import { ErrorLine } from '../whitelabels/ErrorLine';

/**
 * A white-label plan section before its data: the failure as the API words it, else a spinner.
 * `if (query.isError || !query.data) return <SectionWait query={query} label={t('loading')} />`.
 */
export function SectionWait({
  query,
  label,
}: {
  query: { isError: boolean; error: Error | null };
  label: string;
}) {
  if (query.isError) {
    return <ErrorLine>{query.error?.message}</ErrorLine>;
  }
  return <Spinner label={label} />;
}
