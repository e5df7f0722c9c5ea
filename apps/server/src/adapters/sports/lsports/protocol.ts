// LSports TRADE360's wire format as its public documentation describes it
// (docs.lsports.eu "Message structure", "Enumerations"; the field names match the public
// trade360-nodejs-sdk's entities): every message is JSON `{Header, Body}`; the header carries
// the message type, a GUID, the server's timestamp and a sequence per message type; bets carry
// prices as decimal strings, a status and, once settled, a settlement value. Only the facts
// are taken over; the parsing is ours and tolerant: unknown fields are ignored, unknown types
// counted.

/** Header.Type: the message types a TRADE360 package delivers. */
export const MessageType = {
  FixtureMetadata: 1,
  Livescore: 2,
  MarketUpdate: 3,
  KeepAlive: 31,
  Heartbeat: 32,
  Settlement: 35,
} as const;

export const MESSAGE_TYPE_NAMES: Record<number, string> = {
  1: 'fixture_metadata',
  2: 'livescore',
  3: 'market_update',
  31: 'keep_alive',
  32: 'heartbeat',
  35: 'settlement',
};

/** Bet.Status and Market.Status. */
export const BetStatus = { NotSet: 0, Open: 1, Suspended: 2, Settled: 3 } as const;

/** Fixture.Status and Scoreboard.Status. */
export const FixtureStatus = {
  NotSet: 0,
  NSY: 1,
  InProgress: 2,
  Finished: 3,
  Cancelled: 4,
  Postponed: 5,
  Interrupted: 6,
  Abandoned: 7,
  LostCoverage: 8,
  AboutToStart: 9,
} as const;

/** Bet.Settlement. */
export const Settlement = {
  Cancelled: -1,
  NotSettled: 0,
  Loser: 1,
  Winner: 2,
  Refund: 3,
  HalfLost: 4,
  HalfWon: 5,
} as const;

/** Sport.Id of the sports Talih offers. */
export const SportId = { Football: 6046, Basketball: 48242, Tennis: 54094 } as const;

/** Documented intervals: a heartbeat every 5 s, a keep-alive every 30 s. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
export const KEEP_ALIVE_INTERVAL_MS = 30_000;

export interface LsHeader {
  Type: number;
  MsgGuid: string;
  /** Seconds since the epoch in the documentation's examples; milliseconds are accepted too. */
  ServerTimestamp: number | string;
  MsgSeq?: number | string;
  CreationDate?: string;
}

export interface LsIdName {
  Id: number;
  Name?: string;
}

export interface LsParticipant {
  Id: number;
  Name?: string;
  /** "1" home, "2" away. */
  Position?: string;
}

export interface LsFixture {
  Sport?: LsIdName;
  Location?: LsIdName;
  League?: LsIdName;
  StartDate?: string;
  LastUpdate?: string;
  Status?: number;
  Participants?: LsParticipant[];
}

export interface LsBet {
  Id: string | number;
  Name: string;
  Line?: string;
  BaseLine?: string;
  Status: number;
  StartPrice?: string;
  Price?: string;
  Settlement?: number;
  /** ISO date or epoch ms of the bet's last change: the order of prices. */
  LastUpdate?: string | number;
}

export interface LsMarket {
  Id: number;
  Name?: string;
  Bets?: LsBet[];
}

export interface LsResult {
  Position: string;
  Value: string;
}

export interface LsScoreboard {
  Status?: number;
  CurrentPeriod?: number;
  /** Seconds played, as a string. */
  Time?: string;
  Results?: LsResult[];
}

export interface LsIncident {
  Period?: number;
  IncidentType?: number;
  Seconds?: number;
  ParticipantPosition?: string;
}

export interface LsPeriod {
  Type?: number;
  IsFinished?: boolean;
  Results?: LsResult[];
  Incidents?: LsIncident[];
}

export interface LsLivescore {
  Scoreboard?: LsScoreboard;
  Periods?: LsPeriod[];
}

export interface LsEvent {
  FixtureId: number;
  Fixture?: LsFixture;
  Livescore?: LsLivescore;
  Markets?: LsMarket[];
}

export interface LsBody {
  Events?: LsEvent[];
  KeepAlive?: { ActiveEvents?: number[]; ActiveEvent?: (number | string)[] };
}

export interface LsMessage {
  Header: LsHeader;
  Body?: LsBody;
}

/** A snapshot request (the Snapshot API's POST body): the package's credentials and filters. */
export interface LsSnapshotRequest {
  PackageId: number;
  UserName: string;
  Password: string;
  Fixtures?: number[];
}

/** Snapshot answers: `{Header: {HttpStatusCode}, Body: [...]}`. */
export interface LsSnapshotAnswer<T> {
  Header: { HttpStatusCode: number };
  Body: T[];
}

export const SNAPSHOT_PATHS = {
  fixtures: '/Inplay/GetFixtures',
  scores: '/Inplay/GetScores',
  markets: '/Inplay/GetFixtureMarkets',
  preMatchFixtures: '/Prematch/GetFixtures',
  preMatchMarkets: '/Prematch/GetFixtureMarkets',
} as const;

/** The package's queue, as LSports names it: `_<packageId>_`. */
export const queueOfPackage = (packageId: number) => `_${packageId}_`;
