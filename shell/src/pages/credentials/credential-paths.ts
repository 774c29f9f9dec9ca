/** spec platform §2: the two add routes, by their route names. */
export const credentialPaths = {
  'credentials-add': '/credentials/add',
  'first-credential-add': '/credentials/add-first',
} as const;

export type CredentialRouteName = keyof typeof credentialPaths;

export function isAddCredentialPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return Object.values(credentialPaths).some((addPath) => path === addPath);
}
