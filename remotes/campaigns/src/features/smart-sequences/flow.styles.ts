import { ensureAreaStyles } from '@outreach/design-system';
/**
 * The few @xyflow/react rules the canvas needs, scoped under the design-system
 * root and injected only when the graph editor mounts (decisions: "No CSS
 * files"; rspack has no CSS-as-string loader, so the library's base.css is not
 * imported; these follow its layout rules).
 */
const css = `
:where([data-ds-root]) .smart-canvas { position: relative; height: 560px; border: 1px solid var(--ds-border); border-radius: var(--ds-radius, 8px); background: var(--ds-surface); }
:where([data-ds-root]) .smart-layout { display: grid; grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr); gap: 16px; margin-top: 12px; align-items: start; }
:where([data-ds-root]) .smart-controls { position: absolute; top: 8px; left: 8px; z-index: 5; display: flex; gap: 4px; flex-wrap: wrap; }
:where([data-ds-root]) .smart-draft-note { margin: 8px 0 0; font-size: 13px; color: var(--ds-text-muted); }
:where([data-ds-root]) .smart-toolbar { display: flex; gap: 8px; align-items: end; flex-wrap: wrap; }
:where([data-ds-root]) .smart-node { background: var(--ds-surface); border: 1px solid var(--ds-border); border-radius: 8px; padding: 8px 12px; min-width: 160px; font-size: 13px; }
:where([data-ds-root]) .smart-node--selected { border-color: var(--ds-primary, #47e671); box-shadow: 0 0 0 1px var(--ds-primary, #47e671); }
:where([data-ds-root]) .smart-node--invalid { border-color: var(--ds-danger, #d33); }
:where([data-ds-root]) .smart-node__start { font-size: 11px; color: var(--ds-text-muted); display: block; }
:where([data-ds-root]) .react-flow { width: 100%; height: 100%; position: relative; overflow: hidden; z-index: 0; direction: ltr; }
:where([data-ds-root]) .react-flow__container { position: absolute; width: 100%; height: 100%; top: 0; left: 0; }
:where([data-ds-root]) .react-flow__pane { z-index: 1; cursor: grab; }
:where([data-ds-root]) .react-flow__viewport { transform-origin: 0 0; z-index: 2; pointer-events: none; }
:where([data-ds-root]) .react-flow__renderer { z-index: 4; }
:where([data-ds-root]) .react-flow__edges { position: absolute; }
:where([data-ds-root]) .react-flow__edges svg { overflow: visible; position: absolute; pointer-events: none; }
:where([data-ds-root]) .react-flow__edge { pointer-events: visibleStroke; cursor: pointer; }
:where([data-ds-root]) .react-flow__edge-path { fill: none; }
:where([data-ds-root]) .react-flow__edge.selected .react-flow__edge-path { stroke-width: 3; }
:where([data-ds-root]) .react-flow__connection-path { stroke: #b1b1b7; stroke-width: 2; fill: none; }
:where([data-ds-root]) .react-flow__nodes { pointer-events: none; transform-origin: 0 0; }
:where([data-ds-root]) .react-flow__node { position: absolute; user-select: none; pointer-events: all; transform-origin: 0 0; box-sizing: border-box; cursor: grab; }
:where([data-ds-root]) .react-flow__handle { position: absolute; pointer-events: none; width: 10px; height: 10px; border-radius: 100%; border: 1px solid #fff; background: #555; }
:where([data-ds-root]) .react-flow__handle.connectionindicator { pointer-events: all; cursor: crosshair; }
:where([data-ds-root]) .react-flow__handle-top { top: 0; left: 50%; transform: translate(-50%, -50%); }
:where([data-ds-root]) .react-flow__handle-bottom { top: auto; bottom: 0; transform: translate(-50%, 50%); }
:where([data-ds-root]) .react-flow__edgelabel-renderer { position: absolute; width: 100%; height: 100%; pointer-events: none; user-select: none; left: 0; top: 0; }
:where([data-ds-root]) .react-flow__panel { position: absolute; z-index: 5; margin: 8px; }
:where([data-ds-root]) .react-flow__panel.bottom { bottom: 0; }
:where([data-ds-root]) .react-flow__panel.right { right: 0; }
:where([data-ds-root]) .react-flow__attribution { font-size: 10px; background: rgba(255, 255, 255, 0.5); padding: 2px 4px; margin: 0; }
:where([data-ds-root]) .react-flow__attribution a { color: #999; text-decoration: none; }
`;

export function ensureFlowStyles(doc: Document = document) {
  ensureAreaStyles('data-campaigns-flow-styles', css, doc);
}
