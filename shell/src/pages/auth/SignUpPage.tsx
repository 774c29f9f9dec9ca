import { Button, Checkbox, Input, Select, showSnackbar } from '@outreach/design-system';
import {
  ApiError,
  api,
  type SessionUser,
  setSpace,
  setToken,
  useSession,
  useT,
  type TranslationKey,
} from '@outreach/sdk';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { hasErrors, type SignUpErrors, type SignUpValues, validateSignUp } from './account-validation';
import { ensureAuthStyles } from './auth.styles';
import { countryOptions } from './countries';

ensureAuthStyles();

/** POST /auth/sign_up body (spec platform §7, plus the country and consents §5 requires). */
export interface SignUpPayload {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  terms_accepted: boolean;
  privacy_accepted: boolean;
  invite_code?: string;
  track?: Record<string, string>;
  irclickid?: string;
}

// Marketing values a sign-up link may carry; kept in `track` (platform §3 User.track_info).
const TRACKING_KEYS = ['ref', 'track', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

/** What the sign-up link brought along: invite code, tracking values and the click identifier. */
export function signUpContext(
  query: URLSearchParams,
): Pick<SignUpPayload, 'invite_code' | 'track' | 'irclickid'> {
  const track: Record<string, string> = {};
  for (const key of TRACKING_KEYS) {
    const value = query.get(key);
    if (value) track[key] = value;
  }
  return {
    invite_code: query.get('invite') || undefined,
    track: Object.keys(track).length > 0 ? track : undefined,
    irclickid: query.get('irclickid') || undefined,
  };
}

const empty: SignUpValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  country_code: '',
  phone: '',
  terms: false,
  privacy: false,
};

export default function SignUpPage() {
  const t = useT('account');
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const locale = useSession((state) => state.locale);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [pending, setPending] = useState(false);

  // spec platform §2: on sign-up "a space query value other than null is reset to null".
  const space = query.get('space');
  useEffect(() => {
    if (space === null || space === 'null') return;
    setSpace(null);
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('space', 'null');
        return next;
      },
      { replace: true },
    );
  }, [space, setQuery]);

  const set =
    <K extends keyof SignUpValues>(key: K) =>
    (value: SignUpValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function signUp(payload: SignUpPayload) {
    setPending(true);
    try {
      const { token, user } = await api.post<{ token: string; user: SessionUser }>('/auth/sign_up', payload);
      setToken(token);
      // spec §4 "Sign-up then verify email (skippable)"; the invite is accepted once the email is settled.
      const invite = payload.invite_code ? `?${new URLSearchParams({ invite: payload.invite_code })}` : '';
      if (query.get('skippedEmailConfirmation') === 'true' || user?.email_confirmed) {
        navigate(invite ? `/space/accept-invite${invite}` : '/campaigns', { replace: true });
      } else {
        navigate(`/auth/activate-email${invite}`, { replace: true });
      }
    } catch (error) {
      showSnackbar({ type: 'error', text: error instanceof ApiError ? error.message : String(error) });
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = validateSignUp(values);
    setErrors(next);
    if (hasErrors(next)) return;
    void signUp({
      email: values.email.trim(),
      password: values.password,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone: values.phone.trim(),
      country: values.country_code,
      terms_accepted: values.terms,
      privacy_accepted: values.privacy,
      ...signUpContext(query),
    });
  }

  const message = (key: string | undefined) => (key ? t(key as TranslationKey<'account'>) : undefined);
  const signInSearch = new URLSearchParams(query);
  signInSearch.delete('space');
  const signInLink = `/auth/sign-in${signInSearch.size > 0 ? `?${signInSearch}` : ''}`;

  return (
    <form className="shell-auth__form" onSubmit={submit} noValidate>
      <h1>{t('signUp.title')}</h1>
      <p className="shell-auth__subtitle">{t('signUp.subtitle')}</p>
      <div className="account-auth__row">
        <Input
          label={t('signUp.firstName')}
          name="first_name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={(event) => set('first_name')(event.target.value)}
          error={message(errors.first_name)}
        />
        <Input
          label={t('signUp.lastName')}
          name="last_name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={(event) => set('last_name')(event.target.value)}
          error={message(errors.last_name)}
        />
      </div>
      <Input
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        error={message(errors.email)}
      />
      <Input
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t('signUp.passwordHint')}
        value={values.password}
        onChange={(event) => set('password')(event.target.value)}
        error={message(errors.password)}
      />
      <Select
        label={t('fields.country')}
        name="country_code"
        placeholder={t('signUp.countryPlaceholder')}
        options={countries}
        value={values.country_code}
        onChange={(event) => set('country_code')(event.target.value)}
        error={message(errors.country_code)}
      />
      <Input
        label={t('fields.phone')}
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        value={values.phone}
        onChange={(event) => set('phone')(event.target.value)}
        error={message(errors.phone)}
      />
      <Checkbox
        name="terms"
        checked={values.terms}
        onChange={(event) => set('terms')(event.target.checked)}
        error={message(errors.terms)}
        label={
          <>
            {t('signUp.acceptTerms')}{' '}
            <Link to="/terms-of-use" target="_blank">
              {t('legal.termsTitle')}
            </Link>
          </>
        }
      />
      <Checkbox
        name="privacy"
        checked={values.privacy}
        onChange={(event) => set('privacy')(event.target.checked)}
        error={message(errors.privacy)}
        label={
          <>
            {t('signUp.acceptPrivacy')}{' '}
            <Link to="/privacy-policy" target="_blank">
              {t('legal.privacyTitle')}
            </Link>
          </>
        }
      />
      <Button type="submit" loading={pending}>
        {t('signUp.submit')}
      </Button>
      <p className="account-auth__text">
        {t('signUp.haveAccount')} <Link to={signInLink}>{t('signUp.signIn')}</Link>
      </p>
    </form>
  );
}
