/** The shell's strings in fr; every language has the same keys (i18n.test.ts). */
export default {
  area: {
    campaigns: 'Campagnes',
    inbox: 'Boîte de réception',
    billing: 'Facturation',
    dialer: 'Téléphone',
    ai: 'IA',
    admin: 'Administration',
  },
  remoteFailed: "La section {{area}} n'a pas pu être chargée",
  remoteFailedHint: "Vérifiez votre connexion et réessayez. Le reste de l'application fonctionne toujours.",
  signIn: {
    thirdParty: 'Se connecter avec Google ou Microsoft',
    title: 'Connexion',
    subtitle: 'Bon retour. Connectez-vous à votre espace de travail.',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    noAccount: "Vous n'avez pas de compte ?",
    signUp: "S'inscrire",
    forgot: 'Mot de passe oublié ?',
    invalidEmail: 'E-mail non valide',
    passwordRequired: 'Veuillez saisir votre mot de passe',
  },
};
