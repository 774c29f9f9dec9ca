import { ensureAreaStyles } from '@outreach/design-system';

/** The call history's and the recordings' own rules, scoped under [data-ds-root]. */
const css = `
:where([data-ds-root]) .dialer-history { display: flex; flex-direction: column; gap: 12px; margin-top: 16px; }
:where([data-ds-root]) .dialer-history-filters { display: flex; gap: 12px; align-items: end; flex-wrap: wrap; }
:where([data-ds-root]) .dialer-history-table { width: 100%; border-collapse: collapse; font-size: 14px; }
:where([data-ds-root]) .dialer-history-table th, :where([data-ds-root]) .dialer-history-table td { text-align: left; padding: 8px; border-bottom: 1px solid var(--ds-border); vertical-align: top; }
:where([data-ds-root]) .dialer-history-muted { color: var(--ds-text-muted); font-size: 13px; }
:where([data-ds-root]) .dialer-history-direction { font-size: 12px; color: var(--ds-text-muted); text-transform: uppercase; }
:where([data-ds-root]) .dialer-player { position: fixed; right: 24px; bottom: 24px; z-index: 50; width: 340px; padding: 12px; display: flex; flex-direction: column; gap: 8px; background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); box-shadow: 0 8px 24px rgba(0,0,0,.15); }
:where([data-ds-root]) .dialer-player audio { width: 100%; }
:where([data-ds-root]) .dialer-player-actions { display: flex; gap: 8px; justify-content: flex-end; }
:where([data-ds-root]) .dialer-call-info dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; }
:where([data-ds-root]) .dialer-call-info dt { color: var(--ds-text-muted); }
:where([data-ds-root]) .dialer-waveform { min-height: 80px; margin-bottom: 8px; }
`;

export function ensureHistoryStyles(doc: Document = document) {
  ensureAreaStyles('data-dialer-history-styles', css, doc);
}
