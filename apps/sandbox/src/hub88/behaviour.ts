// How the simulator misbehaves, as Hub88's retry rules allow: every call sent twice (a
// replay), a share of answers lost (the studio then rolls a bet back or re-sends a win), a delay
// before each call. Set over POST <prefix>/simulator/behaviour, sandbox only.
import { z } from 'zod';
import type { Lie } from './transactions.ts';

export interface Behaviour {
  replay: boolean;
  delayMs: number;
  /** How the Transactions API misstates the list (one transaction), if it is told to lie. */
  lie: Lie | undefined;
  /** Whether this call's answer is lost on the way. */
  drop(): boolean;
}

export const behaviourInput = z.object({
  replay: z.boolean().default(false),
  dropRate: z.number().min(0).max(0.9).default(0),
  delayMs: z.number().int().min(0).max(10_000).default(0),
  lie: z.enum(['amount', 'missing', 'invented', 'rollback']).optional(),
});

export function createBehaviour(random: () => number = Math.random) {
  const state: { replay: boolean; dropRate: number; delayMs: number; lie?: Lie | undefined } = {
    replay: false,
    dropRate: 0,
    delayMs: 0,
  };
  const behaviour: Behaviour & { set(input: z.infer<typeof behaviourInput>): void } = {
    get replay() {
      return state.replay;
    },
    get delayMs() {
      return state.delayMs;
    },
    get lie() {
      return state.lie;
    },
    drop: () => state.dropRate > 0 && random() < state.dropRate,
    set(input) {
      Object.assign(state, { lie: undefined }, input);
    },
  };
  return behaviour;
}
