// One thing at a time per session: a second spin while the first awaits the wallet would
// double-book the balance and the nonce. Player actions are refused while another runs
// (BUSY); the crash timer and crash cash-out/state calls queue instead, because they race by
// design and must each see what the other decided.
import { StudioError } from './errors.ts';
import type { Session } from './sessions.ts';

export async function exclusive<T>(
  session: Session,
  whenBusy: 'refuse' | 'wait',
  work: () => Promise<T>,
): Promise<T> {
  if (session.holders > 0 && whenBusy === 'refuse') throw new StudioError('BUSY');
  session.holders += 1;
  const previous = session.tail;
  let release!: () => void;
  session.tail = new Promise<void>((resolve) => (release = resolve));
  try {
    await previous;
    return await work();
  } finally {
    session.holders -= 1;
    release();
  }
}
