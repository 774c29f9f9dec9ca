/**
 * The dial form of the panel's main view (spec ai-telephony §5): the caller number, picked by local
 * presence from the dial text unless the user picked one; the dial text, edited from the input, the
 * keypad and backspace with the cursor kept where the edit left it; a dialer request prefilling it;
 * and the call with its checks (a number selected, then a dial number matching a phone pattern).
 */
import { type OpenDialerRequest, useT } from '@outreach/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DialerPhone } from '../calls/dialer-api';
import { deleteAt, insertAt, keepDialCharacters, nearestPhone, parseDialed } from './phone';

/** Places a call from `phone` to `to` (the session's dial). */
export type Dial = (phone: DialerPhone, to: string, prospectId: string | null) => Promise<void>;

export interface DialFormOptions {
  phones: readonly DialerPhone[];
  request?: OpenDialerRequest | null;
  dial: Dial;
}

export function useDialForm({ phones, request, dial }: DialFormOptions) {
  const t = useT('dialer');
  const [selectedId, setSelectedId] = useState('');
  const [pickedByUser, setPickedByUser] = useState(false);
  const [text, setText] = useState('');
  const [prospectId, setProspectId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const cursor = useRef<number | null>(null);

  /** The dial text changed: local presence picks the caller unless the user picked one. */
  const changeText = useCallback(
    (next: string) => {
      setText(next);
      setError(null);
      if (pickedByUser) return;
      const callee = parseDialed(next, phones[0]?.country.country_code);
      const nearest = callee ? nearestPhone(phones, callee) : undefined;
      if (nearest) setSelectedId(nearest.id);
    },
    [phones, pickedByUser],
  );

  useEffect(() => {
    if (!request) return;
    changeText(keepDialCharacters(request.to ?? ''));
    setProspectId(request.prospectId ?? null);
  }, [request, changeText]);

  // Put the cursor back where an edit from the keypad or backspace left it.
  useEffect(() => {
    if (cursor.current === null || !input.current) return;
    input.current.setSelectionRange(cursor.current, cursor.current);
    cursor.current = null;
  });

  /** The user picked the caller number ('' for none: local presence picks again). */
  const pickCaller = (id: string) => {
    setSelectedId(id);
    setPickedByUser(id !== '');
    setError(null);
  };

  const selection = () => {
    const element = input.current;
    const start = element?.selectionStart ?? text.length;
    return { start, end: element?.selectionEnd ?? start };
  };

  const type = (character: string) => {
    const { start, end } = selection();
    const next = insertAt(text, start, end, character);
    cursor.current = next.cursor;
    changeText(next.text);
  };

  const backspace = () => {
    const { start, end } = selection();
    const next = deleteAt(text, start, end);
    cursor.current = next.cursor;
    changeText(next.text);
  };

  const call = async () => {
    const phone = phones.find((candidate) => candidate.id === selectedId);
    // §5: a number must be selected first, then the dial number must match a phone pattern.
    if (!phone) return setError(t('panel.selectNumber'));
    const callee = parseDialed(text, phone.country.country_code);
    if (!callee) return setError(t('panel.wrongFormat'));
    setBusy(true);
    setError(null);
    try {
      await dial(phone, callee.number, prospectId);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return { input, selectedId, pickCaller, text, changeText, type, backspace, call, error, busy };
}
