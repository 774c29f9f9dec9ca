/**
 * A full page load: for leaving the app (an identity provider, an OAuth client) and for
 * starting it afresh once the session changed outside it (email confirmed, API back up).
 * One function so tests can replace it.
 */
export function loadPage(url: string) {
  window.location.assign(url);
}
