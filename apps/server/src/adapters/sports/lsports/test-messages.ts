// Our own test messages in the shapes LSports documents (docs.lsports.eu "Message
// structure": Header {Type, MsgGuid, ServerTimestamp, MsgSeq}, Body {Events [{FixtureId,
// Fixture | Livescore | Markets}]} or {KeepAlive}; the market example of "Market/Bet Message
// Handling": bets with Id, Name, Status, Price, StartPrice, LastUpdate). Values are made up.
import { randomUUID } from 'node:crypto';
import type { LsBet, LsMessage } from './protocol.ts';

let seq = 0;

export function message(
  type: number,
  body: unknown,
  o: { seq?: number; at?: number; guid?: string } = {},
): LsMessage {
  return {
    Header: {
      Type: type,
      MsgGuid: o.guid ?? randomUUID(),
      ServerTimestamp: o.at ?? Date.now(),
      ...(type === 32 ? {} : { MsgSeq: o.seq ?? ++seq }),
    },
    ...(body === undefined ? {} : { Body: body as LsMessage['Body'] }),
  };
}

export const fixtureMessage = (
  fixtureId: number,
  o: { status?: number; startAt?: number; sportId?: number } = {},
) =>
  message(1, {
    Events: [
      {
        FixtureId: fixtureId,
        Fixture: {
          Sport: { Id: o.sportId ?? 6046, Name: 'Football' },
          Location: { Id: 243, Name: 'Turkey' },
          League: { Id: 4001, Name: 'Süper Lig' },
          StartDate: new Date(o.startAt ?? Date.now() + 3_600_000).toISOString().slice(0, 19),
          LastUpdate: '2026-12-05T20:00:00',
          Status: o.status ?? 1,
          Participants: [
            { Id: 52, Name: `Ev ${fixtureId}`, Position: '1' },
            { Id: 53, Name: `Dep ${fixtureId}`, Position: '2' },
          ],
        },
      },
    ],
  });

export const bet = (
  id: string,
  name: string,
  price: string,
  at: number,
  extra: Partial<LsBet> = {},
): LsBet => ({
  Id: id,
  Name: name,
  Status: 1,
  StartPrice: '1.0',
  Price: price,
  LastUpdate: at,
  ...extra,
});

export const marketMessage = (
  fixtureId: number,
  markets: { Id: number; Name: string; Bets: LsBet[] }[],
  o: { seq?: number; guid?: string } = {},
) => message(3, { Events: [{ FixtureId: fixtureId, Markets: markets }] }, o);

export const settlementMessage = (
  fixtureId: number,
  markets: { Id: number; Name: string; Bets: LsBet[] }[],
) => message(35, { Events: [{ FixtureId: fixtureId, Markets: markets }] });

export const livescoreMessage = (
  fixtureId: number,
  status: number,
  home: number,
  away: number,
  o: { period?: number; seconds?: number; at?: number } = {},
) =>
  message(
    2,
    {
      Events: [
        {
          FixtureId: fixtureId,
          Livescore: {
            Scoreboard: {
              Status: status,
              CurrentPeriod: o.period ?? 10,
              Time: String(o.seconds ?? 0),
              Results: [
                { Position: '1', Value: String(home) },
                { Position: '2', Value: String(away) },
              ],
            },
            Periods: [],
          },
        },
      ],
    },
    o.at === undefined ? {} : { at: o.at },
  );

/** Fixture `id`'s 1X2 (market 1) at 2.10 / 3.40 / 3.30, its bets' ids `${id}1`, `${id}X`, `${id}2`. */
export const market1x2 = (id: number, at: number) => ({
  Id: 1,
  Name: '1X2',
  Bets: [
    bet(`${id}1`, '1', '2.10', at),
    bet(`${id}X`, 'X', '3.40', at),
    bet(`${id}2`, '2', '3.30', at),
  ],
});
