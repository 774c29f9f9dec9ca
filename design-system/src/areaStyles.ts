/**
 * Puts an area's own rules in one `<style ATTRIBUTE>` in the head, the first time only: each remote
 * (and the shell's pages) keeps its rules next to its components and injects them when they mount,
 * scoped under [data-ds-root] like the design system's (docs/architecture.md).
 */
export function ensureAreaStyles(attribute: string, css: string, doc: Document = document): void {
  if (doc.head.querySelector(`style[${attribute}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(attribute, '');
  style.textContent = css;
  doc.head.appendChild(style);
}
