// Sound effects synthesised with WebAudio: no audio files to load, nothing for the CSP to
// allow beyond 'self'. The context is created on the first effect after a user gesture (the
// browser's autoplay rule) and nothing plays while the player has sound off.
import { prefs } from './prefs.ts';

let context: AudioContext | null = null;
let master: GainNode | null = null;

function audio(): { ctx: AudioContext; out: GainNode } | null {
  if (!prefs.sound) return null;
  try {
    if (!context) {
      context = new AudioContext();
      master = context.createGain();
      master.gain.value = 0.35;
      master.connect(context.destination);
    }
    if (context.state === 'suspended') void context.resume();
    return master ? { ctx: context, out: master } : null;
  } catch {
    return null;
  }
}

interface ToneOptions {
  type?: OscillatorType;
  gain?: number;
  /** Seconds from now. */
  at?: number;
  /** Glide to this frequency by the end. */
  to?: number;
}

function tone(frequency: number, seconds: number, options: ToneOptions = {}): void {
  const a = audio();
  if (!a) return;
  const start = a.ctx.currentTime + (options.at ?? 0);
  const osc = a.ctx.createOscillator();
  const env = a.ctx.createGain();
  osc.type = options.type ?? 'sine';
  osc.frequency.setValueAtTime(frequency, start);
  if (options.to) osc.frequency.exponentialRampToValueAtTime(options.to, start + seconds);
  const peak = options.gain ?? 0.5;
  env.gain.setValueAtTime(0.0001, start);
  env.gain.exponentialRampToValueAtTime(peak, start + 0.01);
  env.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  osc.connect(env).connect(a.out);
  osc.start(start);
  osc.stop(start + seconds + 0.02);
}

function noise(seconds: number, options: { gain?: number; at?: number; lowpass?: number } = {}) {
  const a = audio();
  if (!a) return;
  const start = a.ctx.currentTime + (options.at ?? 0);
  const length = Math.max(1, Math.floor(a.ctx.sampleRate * seconds));
  const buffer = a.ctx.createBuffer(1, length, a.ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length);
  const source = a.ctx.createBufferSource();
  source.buffer = buffer;
  const filter = a.ctx.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = options.lowpass ?? 2000;
  const env = a.ctx.createGain();
  env.gain.value = options.gain ?? 0.4;
  source.connect(filter).connect(env).connect(a.out);
  source.start(start);
}

const C_MAJOR = [523.25, 659.25, 783.99, 1046.5, 1318.5];

export const sfx = {
  click() {
    tone(880, 0.05, { type: 'triangle', gain: 0.2 });
  },
  spinStart() {
    noise(0.25, { gain: 0.15, lowpass: 900 });
  },
  reelStop(reel: number) {
    tone(180 + reel * 30, 0.09, { type: 'square', gain: 0.12 });
    noise(0.05, { gain: 0.2, lowpass: 600 });
  },
  /** A short arpeggio; `size` 1 (small) to 3 (big) makes it longer and brighter. */
  win(size: 1 | 2 | 3) {
    const notes = C_MAJOR.slice(0, size + 2);
    notes.forEach((f, i) => tone(f, 0.22, { type: 'triangle', gain: 0.3, at: i * 0.09 }));
    if (size === 3) notes.forEach((f, i) => tone(f * 2, 0.3, { gain: 0.15, at: 0.45 + i * 0.07 }));
  },
  lose() {
    tone(220, 0.25, { type: 'sine', gain: 0.2, to: 150 });
  },
  /** Each gem rings a step higher than the last. */
  gem(step: number) {
    const f = 600 * 2 ** (Math.min(step, 24) / 12);
    tone(f, 0.18, { type: 'sine', gain: 0.35 });
    tone(f * 1.5, 0.12, { type: 'triangle', gain: 0.15, at: 0.04 });
  },
  mine() {
    noise(0.6, { gain: 0.6, lowpass: 700 });
    tone(90, 0.5, { type: 'sawtooth', gain: 0.3, to: 40 });
  },
  cashout() {
    tone(1318.5, 0.12, { type: 'square', gain: 0.12 });
    tone(1760, 0.3, { type: 'triangle', gain: 0.25, at: 0.08 });
  },
  crash() {
    noise(0.8, { gain: 0.5, lowpass: 1200 });
    tone(400, 0.6, { type: 'sawtooth', gain: 0.15, to: 60 });
  },
  /** A soft tick as the crash multiplier passes each whole number. */
  tick(multiplier: number) {
    tone(440 + Math.min(multiplier, 20) * 40, 0.06, { type: 'sine', gain: 0.12 });
  },
};
