import { Badge, Button, ErrorText, failureText, Select, showNotification } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  calendlyKeys,
  connectUrl,
  disconnectCalendly,
  fetchEventTypes,
  reloadEventTypes,
  type SchedulingUser,
  useEventTypes,
  useSchedulingUsers,
} from './calendly-api';
import { WhyOnlyCalendlyModal } from './WhyOnlyCalendlyModal';

/** The scheduling user (a workspace user id) and event type (`_id`) an AI employee books with. */
export interface CalendlyValue {
  user: string | null;
  event: string | null;
}

export interface CalendlySettingsProps {
  credentialsId: string | null;
  value: CalendlyValue;
  onChange: (value: CalendlyValue) => void;
}

const fullName = (user: SchedulingUser) => `${user.first_name} ${user.last_name}`.trim() || user.id;

/** The block's state and actions: the users (polled while waiting), the chosen user's event types, connect, reload, disconnect. */
function useCalendlyBlock({ credentialsId, value, onChange }: CalendlySettingsProps) {
  const t = useT('calendly');
  const me = useSession((state) => state.user?._id ?? null);
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const [busy, setBusy] = useState<'connect' | 'reload' | 'disconnect' | null>(null);
  const users = useSchedulingUsers(credentialsId, waiting);
  const connected = (users.data ?? []).filter((user) => user.calendly_token !== null);
  const mine = (users.data ?? []).find((user) => user.id === me) ?? null;
  const eventTypes = useEventTypes(value.user);

  const selectUser = async (user: string | null) => {
    if (!user) return onChange({ user: null, event: null });
    const types = await queryClient.fetchQuery({
      queryKey: calendlyKeys.eventTypes(space, user),
      queryFn: () => fetchEventTypes(user),
    });
    onChange({ user, event: types[0]?._id ?? null });
  };

  // The token appeared (connected in the other tab): stop waiting, and take it when nothing is chosen.
  const myToken = mine?.calendly_token?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: value and selectUser are read when the token appears, not watched
  useEffect(() => {
    if (!waiting || !myToken || !me) return;
    setWaiting(false);
    if (!value.user) void selectUser(me);
  }, [waiting, myToken, me]);

  const act = async (
    kind: 'connect' | 'reload' | 'disconnect',
    action: () => Promise<void>,
    fallback: string,
  ) => {
    setBusy(kind);
    try {
      await action();
    } catch (failure) {
      showNotification({ type: 'warning', title: failureText(failure) || fallback });
    } finally {
      setBusy(null);
    }
  };

  const connect = () =>
    act(
      'connect',
      async () => {
        const url = await connectUrl(credentialsId);
        if (!url) throw new Error(t('noOauthUrl'));
        window.open(url, '_blank', 'noopener');
        setWaiting(true);
      },
      t('noOauthUrl'),
    );

  const reload = () =>
    act(
      'reload',
      async () => {
        if (!value.user) return;
        const types = await reloadEventTypes(value.user);
        queryClient.setQueryData(calendlyKeys.eventTypes(space, value.user), types);
        if (!types.some((type) => type._id === value.event))
          onChange({ ...value, event: types[0]?._id ?? null });
      },
      t('cannotRefresh'),
    ).finally(() => queryClient.invalidateQueries({ queryKey: calendlyKeys.users(space) }));

  const disconnect = () =>
    act(
      'disconnect',
      async () => {
        const after = await disconnectCalendly(credentialsId);
        queryClient.setQueryData(calendlyKeys.users(space), after);
        if (value.user === me) onChange({ user: null, event: null });
      },
      t('disconnect'),
    );

  return { me, waiting, busy, users, connected, mine, eventTypes, selectUser, connect, reload, disconnect };
}

/**
 * The Calendly settings block (spec ai-telephony §2 "Scheduling service screens", §4 "Scheduling
 * connection"): Connect opens Calendly's authorisation page in a new tab and the block waits (polls
 * the users) until the caller's calendly_token appears; then the "Connected" label, the User select
 * (changing it loads that user's event types and selects the first), the Event Type select, Reload
 * and Disconnect (which clears the token). "Why only Calendly?" opens the modal of other tools.
 */
export function CalendlySettings(props: CalendlySettingsProps) {
  const { value, onChange } = props;
  const t = useT('calendly');
  const [whyOpen, setWhyOpen] = useState(false);
  const { waiting, busy, connected, mine, eventTypes, selectUser, connect, reload, disconnect } =
    useCalendlyBlock(props);
  const why = (
    <Button variant="ghost" size="sm" onClick={() => setWhyOpen(true)}>
      {t('whyOnly')}
    </Button>
  );
  const modal = <WhyOnlyCalendlyModal open={whyOpen} onClose={() => setWhyOpen(false)} />;

  // Nobody connected yet: Connect alone.
  if (connected.length === 0)
    return (
      <section aria-label="Calendly" className="ai-builder__fields">
        <div>
          <Button onClick={connect} loading={busy === 'connect' || waiting}>
            {t('connect')}
          </Button>
          {why}
        </div>
        {waiting ? <p role="status">{t('waiting')}</p> : null}
        {mine?.calendly_error ? <ErrorText>{mine.calendly_error}</ErrorText> : null}
        {modal}
      </section>
    );

  const types = eventTypes.data ?? [];
  return (
    <section aria-label="Calendly" className="ai-builder__fields">
      <div>
        <Badge tone="primary">{t('connected')}</Badge> {why}
      </div>
      <Select
        label={t('user')}
        value={value.user ?? ''}
        placeholder={t('chooseUser')}
        options={connected.map((user) => ({ value: user.id, label: fullName(user) }))}
        onChange={(event) => void selectUser(event.target.value || null)}
      />
      <Select
        label={t('eventType')}
        value={value.event ?? ''}
        placeholder={t('chooseEvent')}
        disabled={!value.user}
        hint={value.user && eventTypes.isSuccess && types.length === 0 ? t('noEventTypes') : undefined}
        options={types.map((type) => ({ value: type._id, label: type.name }))}
        onChange={(event) => onChange({ ...value, event: event.target.value || null })}
      />
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={reload}
          disabled={!value.user}
          loading={busy === 'reload'}
        >
          {t('reload')}
        </Button>
        {mine?.calendly_token ? (
          <Button variant="danger" size="sm" onClick={disconnect} loading={busy === 'disconnect'}>
            {t('disconnect')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={connect} loading={busy === 'connect' || waiting}>
            {t('connect')}
          </Button>
        )}
      </div>
      {waiting ? <p role="status">{t('waiting')}</p> : null}
      {mine?.calendly_error ? <ErrorText>{mine.calendly_error}</ErrorText> : null}
      {modal}
    </section>
  );
}
