import { useState } from 'react';
import { RecordingPlayer } from '../recordings/RecordingPlayer';
import type { CallEntry } from './call-history-api';
import { CallHistory } from './CallHistory';

/** The history and its floating player: Play on a row opens the player for that call. */
export function CallHistoryWithPlayer({ recordedOnly = false }: { recordedOnly?: boolean }) {
  const [playing, setPlaying] = useState<CallEntry | null>(null);
  return (
    <>
      <CallHistory recordedOnly={recordedOnly} onPlay={setPlaying} />
      {playing ? <RecordingPlayer key={playing.id} call={playing} onClose={() => setPlaying(null)} /> : null}
    </>
  );
}
