/** The route guard's and session's strings in en; every language has the same keys (guard strings test). */
export default {
  forbidden: {
    title: 'Access denied',
    redirecting_one: 'You are going to be redirected in {{count}} second',
    redirecting_other: 'You are going to be redirected in {{count}} seconds',
  },
  realtime: {
    alreadyAuthorized: 'Live updates are already connected in this window.',
    signedOut: 'Your session has ended. Please sign in again.',
  },
  loadFailed: 'Your workspace could not be loaded',
};
