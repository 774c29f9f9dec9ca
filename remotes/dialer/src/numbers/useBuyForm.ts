import { failureText } from '@outreach/design-system';
import { useEffect, useMemo, useReducer, useState } from 'react';
import {
  type BuyField,
  buyFormReducer,
  type CountryChoice,
  type FieldError,
  groupCountries,
  initialBuyForm,
  validateBuyForm,
  visibleRegions,
} from './buy-form';
import { buyPhones, fetchCountries, fetchRegions, fetchStates, type Purchase } from './numbers-api';

/**
 * The Buy Number modal's state (spec ai-telephony §4 Buy flow): the countries once the modal opens;
 * a category loads the states when the country has states, otherwise the regions; a state loads its
 * regions. An answer for an earlier pick is dropped. The rules show once the user tries to buy.
 */
export function useBuyForm(open: boolean) {
  const [state, dispatch] = useReducer(buyFormReducer, initialBuyForm);
  const [countries, setCountries] = useState<CountryChoice[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again on Retry
  useEffect(() => {
    if (!open || countries) return;
    let cancelled = false;
    setLoadError(null);
    fetchCountries().then(
      (list) => !cancelled && setCountries(groupCountries(list)),
      (failure: unknown) => !cancelled && setLoadError(failureText(failure)),
    );
    return () => {
      cancelled = true;
    };
  }, [open, countries, attempt]);

  const country = countries?.find((entry) => entry.countryCode === state.countryCode);
  const { countryCode, category, stateId } = state;
  const hasStates = country?.hasStates ?? false;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again on Retry
  useEffect(() => {
    if (!countryCode || !category) return;
    if (hasStates && !stateId) {
      let cancelled = false;
      fetchStates(countryCode, category).then(
        (states) => !cancelled && dispatch({ type: 'states', states }),
        (failure: unknown) => !cancelled && setLoadError(failureText(failure)),
      );
      return () => {
        cancelled = true;
      };
    }
    let cancelled = false;
    const query = { country_code: countryCode, category, ...(hasStates ? { state_id: stateId } : {}) };
    fetchRegions(query).then(
      (regions) => !cancelled && dispatch({ type: 'regions', regions }),
      (failure: unknown) => !cancelled && setLoadError(failureText(failure)),
    );
    return () => {
      cancelled = true;
    };
  }, [countryCode, category, stateId, hasStates, attempt]);

  const errors = useMemo(() => validateBuyForm(state, country), [state, country]);
  const shownErrors: Partial<Record<BuyField, FieldError>> = tried ? errors : {};
  const region = state.regions?.find((entry) => entry.id === state.regionId);

  /** Sends the form when every rule holds; resolves to the purchase, or null. */
  const submit = async (): Promise<Purchase | null> => {
    setTried(true);
    setSubmitError(null);
    if (Object.keys(errors).length > 0 || submitting) return null;
    setSubmitting(true);
    try {
      const redirect = state.redirect.trim();
      return await buyPhones({
        region_id: state.regionId,
        count: Number(state.count.trim()),
        number_to_redirect: redirect === '' ? null : redirect,
      });
    } catch (failure) {
      setSubmitError(failureText(failure));
      return null;
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    setTried(false);
    setSubmitError(null);
    setLoadError(null);
  };

  return {
    state,
    dispatch,
    countries,
    country,
    region,
    regions: visibleRegions(state),
    loadError,
    retry: () => {
      setLoadError(null);
      setAttempt((value) => value + 1);
    },
    errors: shownErrors,
    submit,
    submitting,
    submitError,
    reset,
  };
}

export type BuyForm = ReturnType<typeof useBuyForm>;
