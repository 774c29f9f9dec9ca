export default {
  forbidden: {
    title: 'Accès refusé',
    redirecting_one: 'Vous allez être redirigé dans {{count}} seconde',
    redirecting_other: 'Vous allez être redirigé dans {{count}} secondes',
  },
  realtime: {
    alreadyAuthorized: 'Les mises à jour en direct sont déjà connectées dans cette fenêtre.',
    signedOut: 'Votre session a pris fin. Veuillez vous reconnecter.',
  },
  loadFailed: "Votre espace de travail n'a pas pu être chargé",
};
