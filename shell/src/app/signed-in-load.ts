import { withStrings } from '../i18n';

let signedInApp: Promise<typeof import('./SignedInApp')> | undefined;

/**
 * The signed-in app's code with its strings, one load for the page (issue 25). Both its callers take
 * this one: bootstrap.tsx (through App's `loadSignedInApp`) starts it with the page, and RouterApp
 * renders it. RouterApp had an `import('./SignedInApp')` of its own: written inside the signed-in
 * chunk, rspack gave it another chunk group, whose small chunk (the same modules as the one already
 * loaded) was only asked for once the signed-in chunk had run: one more round trip before every
 * signed-in page's remote could render.
 */
export function loadSignedInPages(): Promise<typeof import('./SignedInApp')> {
  signedInApp ??= withStrings(() => import('./SignedInApp'))();
  return signedInApp;
}
