/**
 * The sandbox's recording of an answered call (issue 27 "generated .wav recordings"): nobody
 * spoke, so the player gets a tone: a RIFF/WAVE header and 16-bit mono PCM samples at 8 kHz, a
 * 440 Hz tone that pulses twice a second so the waveform shows speech-like bursts.
 */
const sampleRate = 8000;

/** A .wav of `seconds` (at least 1, at most 30) of the sandbox's tone. */
export function sandboxToneWav(seconds: number): Uint8Array {
  const length = Math.max(1, Math.min(30, Math.round(seconds)));
  const samples = length * sampleRate;
  const dataBytes = samples * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1)
      view.setUint8(offset + index, text.charCodeAt(index));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples; index += 1) {
    const time = index / sampleRate;
    // Two bursts a second, each shaped by a half sine so it starts and ends at silence.
    const phase = (time * 2) % 1;
    const envelope = phase < 0.6 ? Math.sin((Math.PI * phase) / 0.6) : 0;
    const sample = Math.round(envelope * 0.4 * 32767 * Math.sin(2 * Math.PI * 440 * time));
    view.setInt16(44 + index * 2, sample, true);
  }
  return new Uint8Array(buffer);
}
