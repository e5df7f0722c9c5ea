// The graceful-shutdown drill: players bet through the wallet API (one attempt per bet, no
// retries, so every lost answer shows) while the real server gets SIGTERM. Afterwards: the exit
// code, how every request ended, and the ledger audit (every acknowledged bet exactly once,
// nothing committed that its client was not told about).
import { randomBytes } from 'node:crypto';
import { minorToDecimal, decimalToMinor } from '@talih/contracts/money.ts';
import type { ProviderAnswer } from '@talih/contracts/provider-wallet.ts';
import { gameKey } from '../ledger/game-movements.ts';
import { signBody } from '../crypto/body-signature.ts';
import { ChildServer, freePort } from '../reliability/child-server.ts';
import { auditLedger, type AuditResult } from '../reliability/ledger-audit.ts';
import { CHILD_PROVIDER_SECRET, prepareServerBackend } from '../reliability/server-backend.ts';
import { postOnce } from '../reliability/retrying-client.ts';
import {
  preparePlayers,
  type Movement,
  type TrafficPlayer,
} from '../reliability/wallet-traffic.ts';
import type { Backend } from '../testing/backends.ts';

export interface ShutdownFigures {
  exitCode: number | null;
  sent: number;
  acknowledged: number;
  /** Answered 503 while closing (a client retries these elsewhere). */
  shed: number;
  /** Connection refused: the listener had closed. */
  refused: number;
  /** Requests that got no answer for any other reason (reset, closed mid-request). */
  cut: string[];
  /** Of those, the ones the ledger holds anyway: an answer lost after the commit. */
  cutButCommitted: string[];
  /** Bets sent and not yet answered when SIGTERM was sent. */
  inFlightAtTerm: number;
  /** Of those, how many got an HTTP answer. */
  inFlightAnswered: number;
  audit: AuditResult;
}

type Outcome = 'answered' | 'shed' | 'refused' | 'cut';

async function betOnce(base: string, player: TrafficPlayer, movement: Movement): Promise<Outcome> {
  const raw = JSON.stringify({
    token: player.launch,
    playerId: player.playerId,
    transactionId: movement.transactionId,
    roundId: movement.transactionId,
    gameId: 'slot',
    amount: minorToDecimal(movement.amountMinor),
  });
  try {
    const { status, text } = await postOnce(`${base}/provider/v1/sandbox/bet`, raw, {
      'x-signature': signBody(raw, CHILD_PROVIDER_SECRET),
    });
    if (status === 503) return 'shed';
    const answer = JSON.parse(text) as ProviderAnswer & {
      transactionId?: string;
      balance?: string;
    };
    movement.answer =
      answer.status === 'OK'
        ? {
            status: 'OK',
            entryId: answer.transactionId,
            balanceMinor: decimalToMinor(answer.balance!),
          }
        : { status: 'ERROR', code: answer.code };
    return 'answered';
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return code === 'ECONNREFUSED' ? 'refused' : 'cut';
  }
}

export async function runShutdownDrill(
  backend: Backend,
  options: { players: number; acknowledgedBeforeTerm: number },
): Promise<ShutdownFigures> {
  const serverBackend = await prepareServerBackend(backend);
  const server = new ChildServer(serverBackend.env, await freePort());
  const database = serverBackend.open();
  const movements: Movement[] = [];
  const figures = { sent: 0, acknowledged: 0, shed: 0, refused: 0, cut: [] as string[] };
  const inFlight = new Set<Movement>();
  const inFlightAtTerm = new Set<Movement>();
  try {
    await server.start();
    const players = await preparePlayers(database, server.base, options.players);
    const play = async (player: TrafficPlayer) => {
      for (;;) {
        const movement: Movement = {
          action: 'bet',
          transactionId: `bet-${randomBytes(8).toString('hex')}`,
          userId: player.userId,
          amountMinor: 100,
          attempts: 1,
        };
        movements.push(movement);
        figures.sent++;
        inFlight.add(movement);
        const outcome = await betOnce(server.base, player, movement);
        inFlight.delete(movement);
        if (outcome === 'answered' && movement.answer?.status === 'OK') figures.acknowledged++;
        if (outcome === 'shed') figures.shed++;
        if (outcome === 'cut') figures.cut.push(movement.transactionId);
        if (outcome === 'refused') {
          figures.refused++;
          return; // the server has stopped listening: this player is done
        }
        if (outcome === 'cut' || outcome === 'shed') await new Promise((r) => setTimeout(r, 10));
      }
    };
    const loops = players.map(play);
    while (figures.acknowledged < options.acknowledgedBeforeTerm) {
      await new Promise((r) => setTimeout(r, 5));
    }
    for (const m of inFlight) inFlightAtTerm.add(m);
    const exitCode = await server.stop();
    await Promise.all(loops);
    const { problems } = await auditLedger(database, movements);
    const committed = await database.db
      .selectFrom('journal_entries')
      .select('idempotency_key')
      .where('idempotency_key', 'in', ['', ...figures.cut.map((id) => gameKey('sandbox', id))])
      .execute();
    return {
      exitCode,
      ...figures,
      cutButCommitted: committed.map((r) => r.idempotency_key),
      inFlightAtTerm: inFlightAtTerm.size,
      inFlightAnswered: [...inFlightAtTerm].filter((m) => m.answer !== undefined).length,
      audit: problems,
    };
  } finally {
    await server.kill();
    await database.close();
    await serverBackend.dispose();
  }
}
