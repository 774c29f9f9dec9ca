import { type CaseStudy, employeeLimits, type FreeValue } from '@outreach/core/ai';
import { Button, Checkbox, Input } from '@outreach/design-system';
import { type TranslationKey, useT } from '@outreach/sdk';
import { emptyCase, emptyFreeValue } from '../builder-state';
import type { StepProps } from './step-props';

type Item = CaseStudy | FreeValue;

interface ItemsKind<T extends Item> {
  key: 'cases' | 'free_value';
  fields: readonly Exclude<keyof T & string, 'link'>[];
  limit: number;
  empty: () => T;
}

const kinds = {
  cases: {
    key: 'cases',
    fields: ['whom', 'problem', 'solution'],
    limit: employeeLimits.cases,
    empty: emptyCase,
  },
  free_value: {
    key: 'free_value',
    fields: ['type', 'how_to_get', 'impact'],
    limit: employeeLimits.freeValues,
    empty: emptyFreeValue,
  },
} as const satisfies { cases: ItemsKind<CaseStudy>; free_value: ItemsKind<FreeValue> };

/**
 * §5 Case studies and free values: at most 3 each, every field filled except a link switched off
 * (null), at most 250 characters (core's validateCases / validateFreeValues).
 */
export function ItemsStep({ draft, change, kind }: StepProps & { kind: 'cases' | 'free_value' }) {
  const t = useT('aiEmployees');
  const { fields, limit, empty } = kinds[kind];
  const items: Item[] = draft[kind];
  const setItems = (next: Item[]) => change({ [kind]: next } as Partial<StepProps['draft']>);
  const setItem = (index: number, part: Partial<Record<string, string | null>>) =>
    setItems(items.map((item, at) => (at === index ? { ...item, ...part } : item)));
  return (
    <div className="ai-builder__fields">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their place is their identity
        <fieldset key={index} className="ai-builder__item">
          <legend>{t(`${kind}.item`, { number: index + 1 })}</legend>
          {fields.map((field) => (
            <Input
              key={field}
              label={t(`${kind}.${field}` as TranslationKey<'aiEmployees'>)}
              value={(item as unknown as Record<string, string>)[field]}
              onChange={(event) => setItem(index, { [field]: event.target.value })}
            />
          ))}
          <Checkbox
            variant="switch"
            label={t('builder.linkOn')}
            checked={item.link !== null}
            onChange={(event) => setItem(index, { link: event.target.checked ? '' : null })}
          />
          {item.link !== null ? (
            <Input
              label={t('builder.link')}
              value={item.link}
              onChange={(event) => setItem(index, { link: event.target.value })}
            />
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => setItems(items.filter((_, at) => at !== index))}>
            {t('builder.remove')}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        disabled={items.length >= limit}
        onClick={() => setItems([...items, empty()])}
      >
        {t(`${kind}.add`, { limit })}
      </Button>
    </div>
  );
}
