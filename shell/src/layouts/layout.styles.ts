import { injectStyles } from './inject-styles';

const root = ':where([data-ds-root])';

/** The layouts' rules (sidebar frame, header, switcher, menus, mobile tabs, settings navigation). */
export const layoutCss = `
${root} .shell-layout { display: flex; min-height: 100vh; }
${root} .shell-impersonation { position: sticky; top: 0; z-index: 1000; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: var(--ds-space-3); padding: 6px 16px; background: var(--ds-warning); color: #1a1300; font-weight: 600; }
${root} .shell-impersonation__text { margin: 0; }
${root} .shell-layout[data-orientation="horizontal"] { flex-direction: column; }
${root} .shell-layout > .ds-sidebar--vertical { position: sticky; top: 0; height: 100vh; }
${root} .shell-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
${root} .shell-header { display: flex; align-items: center; justify-content: flex-start; gap: var(--ds-space-3); padding: 8px 24px; border-bottom: 1px solid var(--ds-border); background: var(--ds-surface); }
${root} .shell-header__spacer { flex: 1; }
${root} .shell-header__icon-button { position: relative; display: inline-flex; align-items: center; justify-content: center; min-width: 36px; height: 36px; padding: 0 6px; border: 0; border-radius: var(--ds-radius); background: transparent; color: var(--ds-text); cursor: pointer; }
${root} .shell-header__icon-button:hover:not(:disabled) { background: var(--ds-surface-raised); }
${root} .shell-header__icon-button:disabled { cursor: not-allowed; opacity: 0.5; }
${root} .shell-header__icon-button:focus-visible { outline: 2px solid var(--ds-primary); outline-offset: 2px; }
${root} .shell-header__counter { position: absolute; top: -2px; right: -4px; min-width: 16px; height: 16px; padding: 0 4px; font-size: 10px; }
${root} .shell-header__account { padding: 2px; border-radius: 999px; }
${root} .shell-content { flex: 1; min-width: 0; padding: 24px; background: var(--ds-surface-raised); }
${root} .shell-nav-button { width: 100%; border: 0; background: transparent; font: inherit; text-align: left; cursor: pointer; }
${root} .shell-switcher__trigger { max-width: 280px; }
${root} .shell-switcher__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
${root} .shell-switcher__panel { width: 340px; }
${root} .shell-switcher__content { display: flex; flex-direction: column; gap: var(--ds-space-2); padding: var(--ds-space-2) var(--ds-space-3); }
${root} .shell-switcher__list { list-style: none; margin: 0; padding: 0; max-height: 320px; overflow: auto; }
${root} .shell-switcher__option { display: flex; align-items: center; gap: var(--ds-space-2); width: 100%; padding: 6px 4px; border: 0; border-radius: var(--ds-radius); background: transparent; color: var(--ds-text); font: inherit; text-align: left; cursor: pointer; }
${root} .shell-switcher__option:hover { background: var(--ds-surface-raised); }
${root} .shell-switcher__option[aria-current="true"] { background: color-mix(in srgb, var(--ds-primary) 14%, transparent); }
${root} .shell-switcher__option-text { display: flex; flex-direction: column; flex: 1; min-width: 0; }
${root} .shell-switcher__option-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
${root} .shell-switcher__option-email { font-size: 12px; color: var(--ds-text-muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
${root} .shell-switcher__empty { padding: 8px 4px; color: var(--ds-text-muted); }
${root} .shell-switcher__footer { display: flex; align-items: center; justify-content: space-between; gap: var(--ds-space-2); padding-top: var(--ds-space-2); border-top: 1px solid var(--ds-border); }
${root} .shell-switcher__seats { font-size: 13px; color: var(--ds-text-muted); font-variant-numeric: tabular-nums; }
${root} .shell-status { flex: none; padding: 1px 8px; border-radius: 999px; font-size: 11px; font-weight: 600; background: var(--ds-surface-raised); color: var(--ds-text-muted); }
${root} .shell-status--active { background: color-mix(in srgb, var(--ds-success) 18%, transparent); color: var(--ds-success); }
${root} .shell-status--warning, ${root} .shell-status--hibernated { background: color-mix(in srgb, var(--ds-warning) 18%, transparent); color: var(--ds-warning); }
${root} .shell-status--invalid, ${root} .shell-status--suspended { background: color-mix(in srgb, var(--ds-danger) 16%, transparent); color: var(--ds-danger); }
${root} .shell-account-menu { width: 300px; }
${root} .shell-account-menu__email { margin: 0; padding: 0 var(--ds-space-3) var(--ds-space-1); font-size: 12px; color: var(--ds-text-muted); overflow-wrap: anywhere; }
${root} .shell-account-menu__control { padding: var(--ds-space-1) var(--ds-space-3); }
${root} .shell-workspace-list { list-style: none; margin: var(--ds-space-3) 0 0; padding: 0; max-height: 420px; overflow: auto; }
${root} .shell-workspace-list__option { display: flex; justify-content: space-between; align-items: center; width: 100%; padding: 10px 12px; border: 0; border-bottom: 1px solid var(--ds-border); background: transparent; color: var(--ds-text); font: inherit; text-align: left; cursor: pointer; }
${root} .shell-workspace-list__option[aria-current="true"] { font-weight: 700; color: var(--ds-primary); }
${root} .shell-mobile { display: flex; flex-direction: column; min-height: 100vh; }
${root} .shell-mobile__top { position: sticky; top: 0; z-index: 10; display: flex; align-items: center; gap: var(--ds-space-2); padding: 6px 12px; border-bottom: 1px solid var(--ds-border); background: var(--ds-surface); }
${root} .shell-mobile__content { flex: 1; padding: 16px 12px 80px; background: var(--ds-surface-raised); }
${root} .shell-mobile__tabs { position: fixed; left: 0; right: 0; bottom: 0; z-index: 10; display: flex; border-top: 1px solid var(--ds-border); background: var(--ds-surface); }
${root} .shell-mobile__tab { position: relative; flex: 1; display: flex; flex-direction: column; align-items: center; gap: 2px; padding: 8px 4px; color: var(--ds-text-muted); font-size: 11px; text-decoration: none; }
${root} .shell-mobile__tab[aria-current="page"] { color: var(--ds-primary); font-weight: 600; }
${root} .shell-mobile__tab[aria-disabled="true"] { opacity: 0.45; }
${root} .shell-mobile__badge { position: absolute; top: 2px; left: 55%; min-width: 16px; height: 16px; font-size: 10px; padding: 0 4px; }
${root} .shell-clear { min-height: 100vh; display: flex; flex-direction: column; background: var(--ds-surface-raised); }
${root} .shell-clear__header { padding: 16px 24px; }
${root} .shell-clear__content { flex: 1; width: 100%; max-width: 960px; margin: 0 auto; padding: 0 24px 32px; }
${root} .shell-empty { min-height: 100vh; }
${root} .shell-settings { display: grid; grid-template-columns: 220px minmax(0, 1fr); gap: 24px; align-items: start; }
${root} .shell-settings__nav ul { list-style: none; margin: 0; padding: 8px; border: 1px solid var(--ds-border); border-radius: var(--ds-radius); background: var(--ds-surface); }
${root} .shell-settings__link { display: block; padding: 8px 12px; border-radius: var(--ds-radius); color: var(--ds-text); text-decoration: none; }
${root} .shell-settings__link:hover { background: var(--ds-surface-raised); }
${root} .shell-settings__link[aria-current="page"] { background: color-mix(in srgb, var(--ds-primary) 16%, transparent); font-weight: 600; }
${root} .shell-settings__content { min-width: 0; }
@media (max-width: 999px) {
  ${root} .shell-settings { grid-template-columns: minmax(0, 1fr); }
  ${root} .shell-settings__nav ul { display: flex; overflow-x: auto; }
  ${root} .shell-switcher__trigger { max-width: 180px; }
}
`;

export function ensureLayoutStyles(doc?: Document) {
  injectStyles('layout', layoutCss, doc);
}
