/**
 * The customers list's filters, kept in the URL query (a reload or a shared link keeps them):
 * list filters as comma-separated values, the same names as GET /admin/customers.
 */
export const listFilterNames = [
  'labels',
  'brands',
  'statuses',
  'managers',
  'types',
  'subscription_types',
  'triggers',
  'note_filters',
  'tier',
] as const;
export type ListFilterName = (typeof listFilterNames)[number];

export type CustomerFilters = Record<ListFilterName, string[]> & {
  q: string;
  order: 'newest' | 'oldest' | 'name' | 'health';
  with_credentials: boolean;
  offset: number;
};

const orders = ['newest', 'oldest', 'name', 'health'] as const;

export function filtersFromSearch(search: URLSearchParams): CustomerFilters {
  const lists = Object.fromEntries(
    listFilterNames.map((name) => [
      name,
      search
        .getAll(name)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    ]),
  ) as Record<ListFilterName, string[]>;
  const order = search.get('order');
  const offset = Number(search.get('offset') ?? 0);
  return {
    ...lists,
    q: search.get('q') ?? '',
    order: (orders as readonly string[]).includes(order ?? '')
      ? (order as CustomerFilters['order'])
      : 'newest',
    with_credentials: search.get('with_credentials') === 'true',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

const filterKeys = [...listFilterNames, 'q', 'order', 'with_credentials', 'offset'];

/**
 * The URL query of `filters`: only what differs from the defaults, after the other parameters of
 * `base` (the shell's `space` and `selectedCred` stay in the URL).
 */
export function filtersToSearch(filters: CustomerFilters, base?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const key of filterKeys) search.delete(key);
  for (const name of listFilterNames) if (filters[name].length > 0) search.set(name, filters[name].join(','));
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.order !== 'newest') search.set('order', filters.order);
  if (filters.with_credentials) search.set('with_credentials', 'true');
  if (filters.offset > 0) search.set('offset', String(filters.offset));
  return search;
}

/** GET /admin/customers's query of `filters`. */
export function filtersToQuery(filters: CustomerFilters) {
  const query: Record<string, string | number> = { order: filters.order, offset: filters.offset, limit: 25 };
  for (const name of listFilterNames) if (filters[name].length > 0) query[name] = filters[name].join(',');
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.with_credentials) query.with_credentials = 'true';
  return query as {
    order: CustomerFilters['order'];
    offset: number;
    limit: number;
    q?: string;
    with_credentials?: 'true';
  } & Partial<Record<ListFilterName, string>>;
}

/** The health index's tone: good from 70, watch from 50, low below 50 (the API's health_low trigger). */
export function healthTone(index: number | null): 'good' | 'watch' | 'low' | 'none' {
  if (index === null) return 'none';
  if (index >= 70) return 'good';
  if (index >= 50) return 'watch';
  return 'low';
}
