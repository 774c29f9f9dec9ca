import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { classNames } from '../../classNames';
import { Badge } from '../Badge/Badge';
import { useComponentStyles } from '../../styles';
import { tabsCss } from './Tabs.styles';

export interface TabItem {
  id: string;
  label: ReactNode;
  badge?: number;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** Names the tab list for screen readers when no visible heading does. */
  'aria-label'?: string;
  className?: string;
}

/** The id a tab gets, so a panel can point back at it with aria-labelledby. */
export function tabElementId(tabsId: string, itemId: string): string {
  return `${tabsId}-tab-${itemId}`;
}

/**
 * A tab list (the panels are the caller's). Arrow keys, Home and End move between enabled tabs and select
 * them; only the selected tab is in the Tab order.
 */
export function Tabs({ items, value, onChange, 'aria-label': ariaLabel, className }: TabsProps) {
  useComponentStyles('tabs', tabsCss);
  const tabsId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);
  const selectedIsEnabled = enabled.some((item) => item.id === value);
  // If the selected tab is missing or disabled, the first enabled tab takes the Tab stop.
  const tabStopId = selectedIsEnabled ? value : enabled[0]?.id;

  const select = (id: string) => {
    onChange(id);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabElementId(tabsId, id)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (enabled.length === 0) return;
    const current = enabled.findIndex((item) => item.id === (event.target as HTMLElement).dataset.tabId);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = (current + 1) % enabled.length;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = (current - 1 + enabled.length) % enabled.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = enabled.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = enabled[next];
    if (target) select(target.id);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={ariaLabel}
      className={classNames('ds-tabs', className)}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabElementId(tabsId, item.id)}
            data-tab-id={item.id}
            aria-selected={selected}
            tabIndex={item.id === tabStopId ? 0 : -1}
            disabled={item.disabled}
            className={classNames('ds-tabs__tab', selected && 'ds-tabs__tab--selected')}
            onClick={() => {
              if (!selected) onChange(item.id);
            }}
          >
            <span className="ds-tabs__label">{item.label}</span>
            {item.badge !== undefined ? (
              <Badge count={item.badge} tone={selected ? 'primary' : 'neutral'} />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
