// Writes public/sounds/tick.wav: the short tick of the singing game's letter timer and the recipe
// spin countdown. Hearth makes the sound itself so that no third-party audio
// (and its licence) ships with the app. Deterministic: the same bytes on every run.
// Usage: node scripts/make-tick-sound.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 22_050; // plenty for a click; keeps the file under 2 KB
const DURATION_S = 0.04; // 40 ms
const OUT = fileURLToPath(new URL('../public/sounds/tick.wav', import.meta.url));

/** A tiny seeded generator (mulberry32) for the noise burst, so the file never changes between runs. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A wood-block-like tick: two damped partials (2.2 kHz and 3.4 kHz) for the "tock" body and a 2 ms
 * noise burst for the attack, with a 1 ms fade-in so the start does not pop.
 */
export function tickSamples(sampleRate = SAMPLE_RATE, durationS = DURATION_S) {
  const count = Math.round(sampleRate * durationS);
  const noise = seeded(20_250_615);
  const samples = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const t = i / sampleRate;
    const body = 0.65 * Math.sin(2 * Math.PI * 2200 * t) * Math.exp(-t / 0.007) + 0.35 * Math.sin(2 * Math.PI * 3400 * t) * Math.exp(-t / 0.004);
    const attack = t < 0.002 ? (noise() * 2 - 1) * 0.5 * (1 - t / 0.002) : 0;
    const fadeIn = Math.min(1, t / 0.001);
    const fadeOut = Math.min(1, (durationS - t) / 0.005);
    samples[i] = (body + attack) * fadeIn * fadeOut;
  }
  // Normalise to 80 % of full scale: loud enough at the 0.3-0.4 volumes the app plays it at.
  const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0) || 1;
  return samples.map((s) => (s / peak) * 0.8);
}

/** A mono 16-bit PCM WAV file holding `samples` (floats in [-1, 1]). */
export function encodeWav(samples, sampleRate = SAMPLE_RATE) {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  samples.forEach((s, i) => {
    buffer.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), 44 + i * 2);
  });
  return buffer;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wav = encodeWav(tickSamples());
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, wav);
  console.log(`Wrote ${OUT} (${wav.length} bytes, ${DURATION_S * 1000} ms at ${SAMPLE_RATE} Hz)`);
}
