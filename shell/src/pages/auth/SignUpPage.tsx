import { Button, Checkbox, Input, Select, showSnackbar } from '@outreach/design-system';
import { ApiError, api, setSpace, setToken, useSession, useT } from '@outreach/sdk';
import type { ApiBody } from '@outreach/core/contract';
import { type SignUpFormValues, serverFieldErrors, signUpForm } from '@outreach/core/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '../../app/open-router';
import { useAppConfig } from '../../app/config';
import { ensureAuthStyles } from './auth.styles';
import { countryOptions } from './countries';
import { useOfferedProviderNames } from './sign-in-providers';

ensureAuthStyles();

/** POST /auth/sign_up body (spec platform §7, plus the country and consents §5 requires). */
export type SignUpPayload = ApiBody<'post', '/auth/sign_up'>;

// Marketing values a sign-up link may carry; kept in `track` (platform §3 User.track_info).
const TRACKING_KEYS = ['ref', 'track', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

/** The API's field names, where the form names them otherwise. */
const apiFields = {
  email: 'email',
  password: 'password',
  first_name: 'first_name',
  last_name: 'last_name',
  phone: 'phone',
  country: 'country_code',
  terms_accepted: 'terms',
  privacy_accepted: 'privacy',
} as const;

/** What the sign-up link brought along: invite code, tracking values and the click identifier. */
export function signUpContext(query: URLSearchParams): {
  invite_code?: string;
  track?: Record<string, string>;
  irclickid?: string;
} {
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

const empty: SignUpFormValues = {
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
  const [query] = useSearchParams();
  const locale = useSession((state) => state.locale);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const schema = useSignUpSchema();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: empty });
  const hostAuth = useAppConfig().brand.auth;

  useSpaceQueryReset();

  const { signUp, pending } = useSignUp(query, setError);

  // The schema's output: trimmed, the email lower-cased, as the API stores them.
  const submit = handleSubmit((values) =>
    signUp({
      email: values.email,
      password: values.password,
      first_name: values.first_name,
      last_name: values.last_name,
      phone: values.phone,
      country: values.country_code,
      // The schema refuses the form until both are accepted.
      terms_accepted: true,
      privacy_accepted: true,
      ...signUpContext(query),
    }),
  );
  const signInSearch = new URLSearchParams(query);
  signInSearch.delete('space');
  const signInLink = `/auth/sign-in${signInSearch.size > 0 ? `?${signInSearch}` : ''}`;

  // issue 14 white-label options: the HOST's brand decides whether its sign-up page is open, and
  // whether people sign up with a password at all (otherwise through a connected provider).
  if (!hostAuth.uiRegistration || !hostAuth.password) {
    return <SignUpClosed passwordOff={hostAuth.uiRegistration} signInLink={signInLink} />;
  }

  return (
    <form className="shell-auth__form" onSubmit={submit} noValidate>
      <h1>{t('signUp.title')}</h1>
      <p className="shell-auth__subtitle">{t('signUp.subtitle')}</p>
      <div className="account-auth__row">
        <Input
          label={t('signUp.firstName')}
          {...register('first_name')}
          autoComplete="given-name"
          error={errors.first_name?.message}
        />
        <Input
          label={t('signUp.lastName')}
          {...register('last_name')}
          autoComplete="family-name"
          error={errors.last_name?.message}
        />
      </div>
      <Input
        label={t('fields.email')}
        type="email"
        {...register('email')}
        autoComplete="email"
        error={errors.email?.message}
      />
      <Input
        label={t('fields.password')}
        type="password"
        {...register('password')}
        autoComplete="new-password"
        hint={t('signUp.passwordHint')}
        error={errors.password?.message}
      />
      <Select
        label={t('fields.country')}
        {...register('country_code')}
        placeholder={t('signUp.countryPlaceholder')}
        options={countries}
        error={errors.country_code?.message}
      />
      <Input
        label={t('fields.phone')}
        type="tel"
        {...register('phone')}
        autoComplete="tel"
        inputMode="tel"
        error={errors.phone?.message}
      />
      <Checkbox
        {...register('terms')}
        error={errors.terms?.message}
        label={
          <LegalLabel accept={t('signUp.acceptTerms')} to="/terms-of-use" title={t('legal.termsTitle')} />
        }
      />
      <Checkbox
        {...register('privacy')}
        error={errors.privacy?.message}
        label={
          <LegalLabel
            accept={t('signUp.acceptPrivacy')}
            to="/privacy-policy"
            title={t('legal.privacyTitle')}
          />
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

/** The rules of POST /auth/sign_up (@outreach/core/forms) in this page's words; checked on submit. */
function useSignUpSchema() {
  const t = useT('account');
  return useMemo(
    () =>
      signUpForm({
        firstName: t('validation.firstName'),
        lastName: t('validation.lastName'),
        email: t('validation.email'),
        passwordMin: t('validation.passwordMin'),
        country: t('validation.country'),
        phone: t('validation.phone'),
        terms: t('validation.terms'),
        privacy: t('validation.privacy'),
      }),
    [t],
  );
}

/** spec platform §2: on sign-up "a space query value other than null is reset to null". */
function useSpaceQueryReset() {
  const [query, setQuery] = useSearchParams();
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
}

/**
 * Signs up, then goes on: to the invite or campaigns when the email is settled, else to activate
 * it. A rule only the server checks (password strength, ...) shows under its field.
 */
function useSignUp(query: URLSearchParams, setError: UseFormSetError<typeof empty>) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  async function signUp(payload: SignUpPayload) {
    setPending(true);
    try {
      const { token, user } = await api.POST('/auth/sign_up', { body: payload });
      setToken(token);
      // spec §4 "Sign-up then verify email (skippable)"; the invite is accepted once the email is settled.
      const invite = payload.invite_code ? `?${new URLSearchParams({ invite: payload.invite_code })}` : '';
      if (query.get('skippedEmailConfirmation') === 'true' || user?.email_confirmed) {
        navigate(invite ? `/space/accept-invite${invite}` : '/campaigns', { replace: true });
      } else {
        navigate(`/auth/activate-email${invite}`, { replace: true });
      }
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors(error.message, apiFields) : null;
      if (fields) for (const { field, message } of fields) setError(field, { message });
      else showSnackbar({ type: 'error', text: error instanceof ApiError ? error.message : String(error) });
      setPending(false);
    }
  }
  return { signUp, pending };
}

/** The host's brand has closed its sign-up page, or signs people up through a provider only. */
function SignUpClosed({ passwordOff, signInLink }: { passwordOff: boolean; signInLink: string }) {
  const t = useT('account');
  const providers = useOfferedProviderNames();
  return (
    <div className="shell-auth__form">
      <h1>{t('signUp.closedTitle')}</h1>
      <p className="shell-auth__subtitle">{passwordOff ? t('signUp.passwordOff') : t('signUp.closed')}</p>
      {passwordOff && providers ? (
        <Link to="/auth/integration/third-party-login">{t('signIn.thirdParty', { providers })}</Link>
      ) : null}
      <p className="account-auth__text">
        {t('signUp.haveAccount')} <Link to={signInLink}>{t('signUp.signIn')}</Link>
      </p>
    </div>
  );
}

/** "I accept the <linked document>". */
function LegalLabel({ accept, to, title }: { accept: string; to: string; title: string }) {
  return (
    <>
      {accept}{' '}
      <Link to={to} target="_blank">
        {title}
      </Link>
    </>
  );
}
