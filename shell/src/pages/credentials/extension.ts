/**
 * The browser extension (platform §1: outreach runs through a cloud automation or the extension). The
 * extension's content script marks the page it runs on: `data-outreach-extension` on <html> (its
 * version), and `data-outreach-extension-email` when it knows the network account signed in there.
 */
export const EXTENSION_ATTRIBUTE = 'data-outreach-extension';
export const EXTENSION_EMAIL_ATTRIBUTE = 'data-outreach-extension-email';
/** Where the extension is installed from (opened in a new tab when it is missing). */
export const EXTENSION_INSTALL_URL = 'https://chromewebstore.google.com/search/outreach';
/** spec platform §7 / §9: logout tells the extension to log out, waiting up to 700 ms. */
export const EXTENSION_LOGOUT_WAIT_MS = 700;

export interface ExtensionInfo {
  installed: boolean;
  /** The network account the extension sees signed in, if it says. */
  email: string | null;
}

export function detectExtension(doc: Document | undefined = globalThis.document): ExtensionInfo {
  const root = doc?.documentElement;
  const installed = Boolean(root?.hasAttribute(EXTENSION_ATTRIBUTE));
  const email = root?.getAttribute(EXTENSION_EMAIL_ATTRIBUTE)?.trim() || null;
  return { installed, email: installed ? email : null };
}

/** Asks the extension to log out and resolves when it answers or after 700 ms, whichever is first. */
export function tellExtensionToLogOut(win: Window | undefined = globalThis.window): Promise<void> {
  if (!win || !detectExtension(win.document).installed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      win.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source === win && (event.data as { type?: string } | null)?.type === 'outreach:logout:done')
        done();
    };
    const timer = setTimeout(done, EXTENSION_LOGOUT_WAIT_MS);
    win.addEventListener('message', onMessage);
    win.postMessage({ type: 'outreach:logout' }, win.location.origin);
  });
}
