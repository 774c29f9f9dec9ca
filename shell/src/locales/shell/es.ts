/** The shell's strings in es; every language has the same keys (i18n.test.ts). */
export default {
  area: {
    campaigns: 'Campañas',
    inbox: 'Bandeja de entrada',
    billing: 'Facturación',
    dialer: 'Teléfono',
    ai: 'IA',
    admin: 'Administración',
  },
  remoteFailed: 'No se pudo cargar el área {{area}}',
  remoteFailedHint:
    'Comprueba tu conexión e inténtalo de nuevo. El resto de la aplicación sigue funcionando.',
  signIn: {
    thirdParty: 'Iniciar sesión con Google o Microsoft',
    title: 'Iniciar sesión',
    subtitle: 'Bienvenido de nuevo. Inicia sesión en tu espacio de trabajo.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    noAccount: '¿No tienes cuenta?',
    signUp: 'Regístrate',
    forgot: '¿Olvidaste tu contraseña?',
    invalidEmail: 'Correo no válido',
    passwordRequired: 'Introduce tu contraseña',
  },
};
