/**
 * DTMF tones played locally while a key is pressed (spec ai-telephony §4, §9: the key's highlight
 * lasts 100 ms): two sine oscillators at the key's row and column frequencies, through WebAudio.
 */

/** §4: the key highlight lasts 100 ms; the local tone as long. */
export const KEY_HIGHLIGHT_MS = 100;

/** The standard DTMF pairs (Hz): [row, column]. */
export const dtmfFrequencies: Readonly<Record<string, readonly [number, number]>> = {
  '1': [697, 1209],
  '2': [697, 1336],
  '3': [697, 1477],
  '4': [770, 1209],
  '5': [770, 1336],
  '6': [770, 1477],
  '7': [852, 1209],
  '8': [852, 1336],
  '9': [852, 1477],
  '*': [941, 1209],
  '0': [941, 1336],
  '#': [941, 1477],
};

let context: AudioContext | null = null;

/** Plays `key`'s tone for KEY_HIGHLIGHT_MS; silent where WebAudio is missing. */
export function playDtmfTone(key: string): void {
  const pair = dtmfFrequencies[key];
  if (!pair || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const audio = context;
    const gain = audio.createGain();
    gain.gain.value = 0.1;
    gain.connect(audio.destination);
    const stopAt = audio.currentTime + KEY_HIGHLIGHT_MS / 1000;
    for (const hz of pair) {
      const oscillator = audio.createOscillator();
      oscillator.frequency.value = hz;
      oscillator.connect(gain);
      oscillator.start();
      oscillator.stop(stopAt);
    }
  } catch (error) {
    console.error('dialer: the key tone did not play', error);
  }
}
