/** The shell's strings in de; every language has the same keys (i18n.test.ts). */
export default {
  area: {
    campaigns: 'Kampagnen',
    inbox: 'Posteingang',
    billing: 'Abrechnung',
    dialer: 'Telefon',
    ai: 'KI',
    admin: 'Verwaltung',
  },
  remoteFailed: 'Der Bereich {{area}} konnte nicht geladen werden',
  remoteFailedHint:
    'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut. Der Rest der App funktioniert weiter.',
  signIn: {
    thirdParty: 'Mit Google oder Microsoft anmelden',
    title: 'Anmelden',
    subtitle: 'Willkommen zurück. Melden Sie sich bei Ihrem Arbeitsbereich an.',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    noAccount: 'Noch kein Konto?',
    signUp: 'Registrieren',
    forgot: 'Passwort vergessen?',
    invalidEmail: 'Keine gültige E-Mail',
    passwordRequired: 'Bitte geben Sie Ihr Passwort ein',
  },
};
