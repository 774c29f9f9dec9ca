/**
 * Puts a feature's rules in one `<style data-shell-styles-for="ID">` in the head, once per document.
 * Every rule sits under `:where([data-ds-root])`, like the design system's (see ../styles.ts).
 */
export function injectStyles(id: string, css: string, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  const existing = Array.from(doc.head.querySelectorAll('style[data-shell-styles-for]')).find(
    (element) => element.getAttribute('data-shell-styles-for') === id,
  );
  if (existing) {
    if (existing.textContent !== css) existing.textContent = css;
    return;
  }
  const style = doc.createElement('style');
  style.setAttribute('data-shell-styles-for', id);
  style.textContent = css;
  doc.head.appendChild(style);
}
