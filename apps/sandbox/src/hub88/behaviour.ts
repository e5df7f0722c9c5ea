// How the simulator misbehaves, as Hub88's retry rules allow: every call sent twice (a
// replay), a share of answers lost (the studio then rolls a bet back or re-sends a win), a delay
// before each call. Set over POST <prefix>/simulator/behaviour, sandbox only.
import { z } from 'zod';

export interface Behaviour {
  replay: boolean;
  delayMs: number;
  /** Whether this call's answer is lost on the way. */
  drop(): boolean;
}

export const behaviourInput = z.object({
  replay: z.boolean().default(false),
  dropRate: z.number().min(0).max(0.9).default(0),
  delayMs: z.number().int().min(0).max(10_000).default(0),
});

export function createBehaviour(random: () => number = Math.random) {
  const state = { replay: false, dropRate: 0, delayMs: 0 };
  const behaviour: Behaviour & { set(input: z.infer<typeof behaviourInput>): void } = {
    get replay() {
      return state.replay;
    },
    get delayMs() {
      return state.delayMs;
    },
    drop: () => state.dropRate > 0 && random() < state.dropRate,
    set(input) {
      Object.assign(state, input);
    },
  };
  return behaviour;
}
