import { ensureAreaStyles } from '@outreach/design-system';
/** Dashboard › My tasks' own rules, scoped under [data-ds-root] like the design system's (docs/architecture.md). */
const css = `
:where([data-ds-root]) .tasks-summary { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 12px; margin: 16px 0; padding: 0; list-style: none; }
:where([data-ds-root]) .tasks-summary__item { background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); padding: 12px; display: flex; flex-direction: column; gap: 4px; }
:where([data-ds-root]) .tasks-summary__value { font-size: 24px; font-weight: 700; }
:where([data-ds-root]) .tasks-summary__item--overdue .tasks-summary__value { color: var(--ds-danger, #d92d20); }
:where([data-ds-root]) .tasks-toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: end; justify-content: space-between; margin-bottom: 12px; }
:where([data-ds-root]) .tasks-filters { display: flex; flex-wrap: wrap; gap: 12px; border: 0; margin: 0; padding: 0; }
:where([data-ds-root]) .tasks-table-wrap { overflow-x: auto; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); }
:where([data-ds-root]) .tasks-table { width: 100%; border-collapse: collapse; font-size: 14px; }
:where([data-ds-root]) .tasks-table th, :where([data-ds-root]) .tasks-table td { padding: 8px 10px; text-align: left; border-bottom: 1px solid var(--ds-border); white-space: nowrap; }
:where([data-ds-root]) .tasks-table th { color: var(--ds-text-muted); font-weight: 600; font-size: 12px; }
:where([data-ds-root]) .tasks-table__sort { background: none; border: 0; padding: 0; font: inherit; color: inherit; cursor: pointer; }
:where([data-ds-root]) .tasks-table__name { font-weight: 500; max-width: 260px; overflow: hidden; text-overflow: ellipsis; }
:where([data-ds-root]) .tasks-table__info { color: var(--ds-text-muted); font-size: 12px; max-width: 260px; overflow: hidden; text-overflow: ellipsis; }
:where([data-ds-root]) .tasks-table__row--done .tasks-table__name { text-decoration: line-through; color: var(--ds-text-muted); }
:where([data-ds-root]) .tasks-table__due--overdue { color: var(--ds-danger, #d92d20); font-weight: 600; }
:where([data-ds-root]) .tasks-priority--500 { color: var(--ds-danger, #d92d20); font-weight: 600; }
:where([data-ds-root]) .tasks-priority--400 { color: #e3a008; font-weight: 600; }
:where([data-ds-root]) .tasks-paging { display: flex; gap: 8px; align-items: center; justify-content: flex-end; padding: 8px 0; }
:where([data-ds-root]) .tasks-form { display: flex; flex-direction: column; gap: 12px; }
:where([data-ds-root]) .tasks-form textarea { width: 100%; min-height: 96px; resize: vertical; box-sizing: border-box; }
`;

export function ensureTaskStyles(doc: Document = document) {
  ensureAreaStyles('data-task-styles', css, doc);
}
