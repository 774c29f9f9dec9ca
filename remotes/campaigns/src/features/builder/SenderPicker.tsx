import { Checkbox } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';

/** The name a sender is shown by. */
function senderName(credential: {
  full_name?: string;
  first_name: string;
  last_name: string;
  username: string;
}) {
  return (
    credential.full_name || `${credential.first_name} ${credential.last_name}`.trim() || credential.username
  );
}

/** `selected` with `credentialId` put last (on) or taken out (off): the campaign's senders in order. */
export function toggleSender(selected: readonly string[], credentialId: string, on: boolean): string[] {
  const others = selected.filter((id) => id !== credentialId);
  return on ? [...others, credentialId] : others;
}

/**
 * The campaign's senders (issue 26 item 2: the campaign builder and the smart-sequence editor both
 * pick them here). `id="senders"`: a refused start for want of a sender links to it.
 */
export function SenderPicker({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (senders: string[]) => void;
}) {
  const t = useT('builder');
  const credentials = useCredentials();
  return (
    <fieldset id="senders" className="builder__panel" style={{ marginTop: 12 }}>
      <legend>{t('fields.senders')}</legend>
      {credentials.data && credentials.data.length === 0 ? <p>{t('fields.noSenders')}</p> : null}
      <div className="builder__senders">
        {(credentials.data ?? []).map((credential) => (
          <Checkbox
            key={credential._id}
            label={senderName(credential)}
            checked={selected.includes(credential._id)}
            onChange={(event) => onChange(toggleSender(selected, credential._id, event.target.checked))}
          />
        ))}
      </div>
    </fieldset>
  );
}
