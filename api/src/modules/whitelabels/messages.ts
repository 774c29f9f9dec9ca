/** The white-label module's error texts (issue 14), also used by auth for a brand's sign-in options. */
export const whitelabelMessages = {
  registrationClosed: 'Registration is closed on this site',
  passwordSignInOff: 'Password sign-in is turned off on this site',
  googleSignInOff: 'Google sign-in is turned off on this site',
  idTaken: 'A white-label with this id already exists',
  domainTaken: 'This domain already belongs to another white-label',
  defaultCannotBeArchived: 'The default white-label cannot be archived',
  notFound: 'White-label not found',
  badHostname: 'must be a host name such as app.example.com',
  badEmail: 'must be an email address',
  appIdRequired: 'app_id: An app id is required for this support integration',
  badAppId: 'app_id: only letters, digits, dashes and underscores (at most 64)',
  notArchived: 'This white-label is not archived',
  alreadyArchived: 'This white-label is already archived',
  noSenderToVerify: 'Set a sender address before marking its domain as verified',
} as const;
