/**
 * spec outreach §4 voicemail flow: "The terms of service must be agreed before
 * upload or send; the agreement is kept for the session and can be permanently
 * suppressed, and is reset after an upload or send."
 */
export const TERMS_AGREED_KEY = 'voicemailTermsAgreed';
export const TERMS_SUPPRESSED_KEY = 'voicemailTermsSuppressed';

function read(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === 'true';
  } catch {
    return false;
  }
}

function write(storage: () => Storage, key: string, value: boolean) {
  try {
    if (value) storage().setItem(key, 'true');
    else storage().removeItem(key);
  } catch {
    // storage blocked: the choice lasts as long as the page
  }
}

const session = () => sessionStorage;
const local = () => localStorage;

export const termsAgreement = {
  isSuppressed: () => read(local, TERMS_SUPPRESSED_KEY),
  isAgreed: () => read(local, TERMS_SUPPRESSED_KEY) || read(session, TERMS_AGREED_KEY),
  agree(agreed: boolean) {
    write(session, TERMS_AGREED_KEY, agreed);
  },
  suppress(suppressed: boolean) {
    write(local, TERMS_SUPPRESSED_KEY, suppressed);
  },
  /** After an upload or send the session agreement is asked again (unless suppressed for good). */
  reset() {
    write(session, TERMS_AGREED_KEY, false);
  },
};
