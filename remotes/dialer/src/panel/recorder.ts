/**
 * Records a call in the browser (issue 27: recording works on every provider): the microphone and
 * the remote audio mixed through WebAudio into one MediaRecorder. Streams may join later (the
 * microphone opens after the call connects).
 */
export interface CallRecorder {
  /** Mixes `stream` in (once per stream). */
  add(stream: MediaStream | null): void;
  /** Stops and gives the recording, or null when nothing was recorded. */
  stop(): Promise<Blob | null>;
}

const mimeTypes = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg'];

/** A recorder, or null where WebAudio or MediaRecorder is missing (the call goes on unrecorded). */
export function startRecording(): CallRecorder | null {
  if (typeof AudioContext === 'undefined' || typeof MediaRecorder === 'undefined') return null;
  try {
    const context = new AudioContext();
    const destination = context.createMediaStreamDestination();
    const mimeType = mimeTypes.find((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(destination.stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const added = new Set<MediaStream>();
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.start(1000);
    return {
      add(stream) {
        if (!stream || added.has(stream) || stream.getAudioTracks().length === 0) return;
        added.add(stream);
        context.createMediaStreamSource(stream).connect(destination);
      },
      stop() {
        return new Promise((resolve) => {
          const finish = () => {
            void context.close().catch(() => undefined);
            // The API takes the container's type, without the codecs parameter.
            const type = (recorder.mimeType || 'audio/webm').split(';')[0] ?? 'audio/webm';
            resolve(chunks.length > 0 && added.size > 0 ? new Blob(chunks, { type }) : null);
          };
          if (recorder.state === 'inactive') return finish();
          recorder.addEventListener('stop', finish, { once: true });
          recorder.stop();
        });
      },
    };
  } catch (error) {
    console.error('dialer: the call is not recorded', error);
    return null;
  }
}
