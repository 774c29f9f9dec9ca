/**
 * Reads what the voicemail rules need from a WAV file's header (outreach §5:
 * ".wav only", "6 to 180 seconds"): the RIFF/WAVE signature, the format chunk's
 * byte rate and the data chunk's size. The name's extension alone proves nothing.
 */
export interface WavInfo {
  durationMs: number;
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
}

function tag(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}

/** The header's facts, or null when the bytes are not a playable WAV file. */
export function readWav(bytes: Uint8Array): WavInfo | null {
  if (bytes.length < 12 || tag(bytes, 0) !== 'RIFF' || tag(bytes, 8) !== 'WAVE') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let format: { byteRate: number; sampleRate: number; channels: number; bits: number } | null = null;
  while (offset + 8 <= bytes.length) {
    const id = tag(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        byteRate: view.getUint32(body + 8, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format || format.byteRate === 0) return null;
      // A recorder that streamed the file may leave the size unset (0 or 0xFFFFFFFF): count what is there.
      const available = bytes.length - body;
      const dataSize = size === 0 || size > available ? available : size;
      return {
        durationMs: Math.round((dataSize / format.byteRate) * 1000),
        sampleRate: format.sampleRate,
        channels: format.channels,
        bitsPerSample: format.bits,
      };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** A silent PCM WAV of the given length (tests and the demo). */
export function silentWav(seconds: number, sampleRate = 8000): Uint8Array {
  const dataSize = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + dataSize);
  const view = new DataView(bytes.buffer);
  const write = (at: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) bytes[at + i] = text.charCodeAt(i);
  };
  write(0, 'RIFF');
  view.setUint32(4, 36 + dataSize, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // byte rate: 8-bit mono
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  write(36, 'data');
  view.setUint32(40, dataSize, true);
  bytes.fill(128, 44);
  return bytes;
}
