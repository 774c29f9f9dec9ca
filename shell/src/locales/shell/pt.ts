/** The shell's strings in pt; every language has the same keys (i18n.test.ts). */
export default {
  area: {
    campaigns: 'Campanhas',
    inbox: 'Caixa de entrada',
    billing: 'Faturação',
    dialer: 'Telefone',
    ai: 'IA',
    admin: 'Administração',
  },
  remoteFailed: 'Não foi possível carregar a área {{area}}',
  remoteFailedHint: 'Verifique a sua ligação e tente novamente. O resto da aplicação continua a funcionar.',
  signIn: {
    thirdParty: 'Entrar com Google ou Microsoft',
    title: 'Iniciar sessão',
    subtitle: 'Bem-vindo de volta. Inicie sessão no seu espaço de trabalho.',
    email: 'E-mail',
    password: 'Palavra-passe',
    submit: 'Iniciar sessão',
    noAccount: 'Não tem conta?',
    signUp: 'Registar',
    forgot: 'Esqueceu a palavra-passe?',
    invalidEmail: 'E-mail inválido',
    passwordRequired: 'Introduza a sua palavra-passe',
  },
};
