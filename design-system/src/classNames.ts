/** Joins the truthy class names: `classNames('ds-button', loading && 'ds-button--loading')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
