export default {
  forbidden: {
    title: 'Zugriff verweigert',
    redirecting_one: 'Sie werden in {{count}} Sekunde weitergeleitet',
    redirecting_other: 'Sie werden in {{count}} Sekunden weitergeleitet',
  },
  realtime: {
    alreadyAuthorized: 'Live-Aktualisierungen sind in diesem Fenster bereits verbunden.',
    signedOut: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
  loadFailed: 'Ihr Arbeitsbereich konnte nicht geladen werden',
};
