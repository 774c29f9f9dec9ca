/** The shell's strings in en; every language has the same keys (i18n.test.ts). */
export default {
  area: {
    campaigns: 'Campaigns',
    inbox: 'Inbox',
    billing: 'Billing',
    dialer: 'Dialer',
    ai: 'AI',
    admin: 'Admin',
  },
  remoteFailed: 'The {{area}} area could not be loaded',
  remoteFailedHint: 'Check your connection and try again. The rest of the app keeps working.',
  signIn: {
    thirdParty: 'Sign in with Google or Microsoft',
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to your workspace.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
    forgot: 'Forgot password?',
    invalidEmail: 'Not valid email',
    passwordRequired: 'Please enter your password',
  },
};
