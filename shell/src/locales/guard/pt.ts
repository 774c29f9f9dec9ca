export default {
  forbidden: {
    title: 'Acesso negado',
    redirecting_one: 'Você será redirecionado em {{count}} segundo',
    redirecting_other: 'Você será redirecionado em {{count}} segundos',
  },
  realtime: {
    alreadyAuthorized: 'As atualizações em tempo real já estão conectadas nesta janela.',
    signedOut: 'Sua sessão terminou. Entre novamente.',
  },
  loadFailed: 'Não foi possível carregar seu espaço de trabalho',
};
