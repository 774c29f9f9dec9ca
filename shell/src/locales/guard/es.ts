export default {
  forbidden: {
    title: 'Acceso denegado',
    redirecting_one: 'Serás redirigido en {{count}} segundo',
    redirecting_other: 'Serás redirigido en {{count}} segundos',
  },
  realtime: {
    alreadyAuthorized: 'Las actualizaciones en directo ya están conectadas en esta ventana.',
    signedOut: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  },
  loadFailed: 'No se pudo cargar tu espacio de trabajo',
};
