import { ensureAreaStyles } from '@outreach/design-system';
/** The inbox page's own rules, scoped under [data-ds-root] like the design system's (docs/architecture.md). */
const css = `
:where([data-ds-root]) .inbox { display: grid; grid-template-columns: minmax(300px, 360px) minmax(0, 1fr) minmax(220px, 280px); gap: 16px; align-items: start; }
:where([data-ds-root]) .inbox__pane { background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); padding: 12px; min-width: 0; }
:where([data-ds-root]) .inbox__back { display: none; }
:where([data-ds-root]) .inbox-filters { display: flex; flex-direction: column; gap: 8px; margin-bottom: 8px; }
:where([data-ds-root]) .inbox-filters [role='tablist'] { overflow-x: auto; }
:where([data-ds-root]) .inbox-dialogs { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; max-height: 70vh; overflow-y: auto; }
:where([data-ds-root]) .inbox-dialog { display: grid; grid-template-columns: 10px minmax(0, 1fr) auto; gap: 2px 8px; padding: 10px 8px; border-radius: var(--ds-radius, 8px); color: inherit; text-decoration: none; }
:where([data-ds-root]) .inbox-dialog:hover, :where([data-ds-root]) .inbox-dialog[aria-current="page"] { background: var(--ds-surface-muted, rgb(0 0 0 / 5%)); }
:where([data-ds-root]) .inbox-dialog__dot { grid-row: 1; align-self: center; width: 8px; height: 8px; border-radius: 50%; }
:where([data-ds-root]) .inbox-dialog--unread .inbox-dialog__dot { background: var(--ds-primary); }
:where([data-ds-root]) .inbox-dialog__name { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
:where([data-ds-root]) .inbox-dialog--unread .inbox-dialog__name { font-weight: 700; }
:where([data-ds-root]) .inbox-dialog__time { color: var(--ds-text-muted); font-size: 12px; white-space: nowrap; }
:where([data-ds-root]) .inbox-dialog__company, :where([data-ds-root]) .inbox-dialog__snippet { grid-column: 2 / 4; color: var(--ds-text-muted); font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
:where([data-ds-root]) .inbox-star { color: #e3a008; }
:where([data-ds-root]) .inbox-more { display: flex; justify-content: center; padding-top: 8px; }
:where([data-ds-root]) .inbox-chat__header { display: flex; gap: 12px; align-items: start; justify-content: space-between; flex-wrap: wrap; padding-bottom: 12px; border-bottom: 1px solid var(--ds-border); }
:where([data-ds-root]) .inbox-chat__name { margin: 0; font-size: 18px; }
:where([data-ds-root]) .inbox-chat__role { margin: 2px 0 0; color: var(--ds-text-muted); font-size: 13px; }
:where([data-ds-root]) .inbox-chat__actions { border: 0; margin: 0; padding: 0; min-width: 0; display: flex; gap: 6px; flex-wrap: wrap; }
:where([data-ds-root]) .inbox-messages { list-style: none; margin: 0; padding: 12px 0; display: flex; flex-direction: column; gap: 8px; max-height: 55vh; overflow-y: auto; }
:where([data-ds-root]) .inbox-message { max-width: 78%; padding: 8px 12px; border-radius: 12px; background: var(--ds-surface-muted, rgb(0 0 0 / 5%)); align-self: flex-start; white-space: pre-wrap; overflow-wrap: anywhere; }
:where([data-ds-root]) .inbox-message--out { align-self: flex-end; background: color-mix(in srgb, var(--ds-primary) 18%, transparent); }
:where([data-ds-root]) .inbox-message--out_of_office { font-style: italic; border: 1px dashed var(--ds-border); background: transparent; }
:where([data-ds-root]) .inbox-message--bounce { border: 1px solid var(--ds-danger, #d92d20); background: color-mix(in srgb, var(--ds-danger, #d92d20) 8%, transparent); }
:where([data-ds-root]) .inbox-message__meta { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; font-size: 12px; color: var(--ds-text-muted); margin-bottom: 4px; white-space: nowrap; overflow-wrap: normal; }
:where([data-ds-root]) .inbox-message__status { white-space: nowrap; }
:where([data-ds-root]) .inbox-message__subject { font-weight: 600; margin: 0 0 4px; }
:where([data-ds-root]) .inbox-message__status--failed { color: var(--ds-danger, #d92d20); }
:where([data-ds-root]) .inbox-composer { display: flex; flex-direction: column; gap: 8px; padding-top: 12px; border-top: 1px solid var(--ds-border); }
:where([data-ds-root]) .inbox-composer__text { width: 100%; min-height: 88px; resize: vertical; box-sizing: border-box; }
:where([data-ds-root]) .inbox-composer__footer { display: flex; justify-content: space-between; align-items: center; gap: 8px; color: var(--ds-text-muted); font-size: 12px; }
:where([data-ds-root]) .inbox-composer__schedule { display: flex; gap: 12px; align-items: end; flex-wrap: wrap; }
:where([data-ds-root]) .inbox-composer__ai-actions { display: flex; gap: 8px; }
:where([data-ds-root]) .inbox-composer__ai-recent { margin: 0; padding-left: 16px; font-size: 12px; }
:where([data-ds-root]) .inbox-scheduled { border-top: 1px solid var(--ds-border); padding: 8px 0; }
:where([data-ds-root]) .inbox-scheduled h3 { font-size: 13px; margin: 0 0 6px; color: var(--ds-text-muted); }
:where([data-ds-root]) .inbox-scheduled ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
:where([data-ds-root]) .inbox-scheduled li { display: flex; gap: 8px; align-items: center; justify-content: space-between; padding: 6px 10px; border: 1px dashed var(--ds-border); border-radius: var(--ds-radius, 8px); }
:where([data-ds-root]) .inbox-scheduled__text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
:where([data-ds-root]) .inbox-scheduled__when { color: var(--ds-text-muted); font-size: 12px; white-space: nowrap; }
:where([data-ds-root]) .inbox-info { min-width: 0; overflow-wrap: anywhere; }
:where([data-ds-root]) .inbox-info h2 { font-size: 16px; margin: 0 0 8px; }
:where([data-ds-root]) .inbox-info h3 { font-size: 13px; margin: 12px 0 4px; color: var(--ds-text-muted); }
:where([data-ds-root]) .inbox-info ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
:where([data-ds-root]) .inbox-info__labels { flex-direction: row !important; flex-wrap: wrap; }
:where([data-ds-root]) .inbox-info__label { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; border: 1px solid currentColor; }
@media (max-width: 900px) {
  :where([data-ds-root]) .inbox { grid-template-columns: minmax(0, 1fr); }
  :where([data-ds-root]) .inbox[data-open="list"] .inbox__chat, :where([data-ds-root]) .inbox[data-open="list"] .inbox__info { display: none; }
  :where([data-ds-root]) .inbox[data-open="chat"] .inbox__list { display: none; }
  :where([data-ds-root]) .inbox__back { display: inline-flex; margin-bottom: 8px; }
}
`;

export function ensureInboxStyles(doc: Document = document) {
  ensureAreaStyles('data-inbox-styles', css, doc);
}
