// The OASIS adapter: Germany's player exclusion register (Spielersperrsystem, "Online-Abfrage
// Spielerstatus"), run by the Regierungspräsidium Darmstadt (GlüStV 2021 §§ 8, 23), asked
// through its web service "OASIS WS". What this is built from, and what it is not
// (docs/identity.md "OASIS"):
//
// - the RP Darmstadt's public pages: OASIS WS is a REST interface whose requests and answers are
//   XML checked against its XML schemas; UTF-8 without a byte-order mark; TLS 1.2 or 1.3; the
//   production server is https://oasis.hessen.de/ and the integration-test environment (ITU) is
//   a separate server;
// - the public web-service description's table of contents (releases 4.4 to 6.4): interface
//   functions with their XML schemas, HTTP header parameters, rights and roles, a table of
//   responses (Meldungskatalog), the permitted character set of a player status query;
// - public client code that calls the status query: POST <server>/oasisws/spielerstatus with the
//   operator's login in the `Kennung` and `Passwort` headers, `Accept: text/plain;
//   charset=UTF-8; version=6.0`, the operator's client certificate (PKCS#12) on the TLS
//   connection, and the body
//     <tns:SPIELER-SUCHPARAMETER xmlns:tns="http://www.hzd.de/spielerSuchparameter" ...>
//       <SPIELER><V>first names</V><N>surname</N><D>YYYY-MM-DD</D></SPIELER>
//     </tns:SPIELER-SUCHPARAMETER>
//   whose answer carries a <MELDUNG>; and the 6.x player record (V, N, G birth name, D, O birth
//   place, A address: P postcode, W town, S street, H house number, Z addition, L country as
//   ISO alpha-3).
//
// Not found in public: the schema files themselves and the table of responses. So the answer is
// read by what it says: a Meldung whose code or text says "not listed" clears, one that says
// "listed" excludes, and anything else is unreadable, which fails closed like an outage. The
// codes are settings (OASIS_CODES_CLEAR / OASIS_CODES_EXCLUDED) for an operator holding the
// table of responses to confirm; the defaults are those public integration code reads.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { XMLParser } from 'fast-xml-parser';
import {
  RegisterUnavailable,
  type PlayerRegister,
  type RegisterAnswer,
  type RegisterPerson,
} from './port.ts';

export const OASIS_QUERY_NS = 'http://www.hzd.de/spielerSuchparameter';
export const OASIS_MESSAGE_NS = 'http://www.hzd.de/meldungskatalogItem';
export const OASIS_STATUS_PATH = '/spielerstatus';
export const OASIS_ACCEPT = 'text/plain; charset=UTF-8; version=6.0';
export const OASIS_CONTENT_TYPE = 'text/plain; charset=UTF-8';

/** Which identity fields a status query sends (OASIS_QUERY_FIELDS). */
export type OasisFields = 'basic' | 'full';

export interface OasisCodes {
  clear: number[];
  excluded: number[];
}

/** ISO 3166-1 alpha-2 to the alpha-3 OASIS's address takes, for the countries our packs serve. */
const ALPHA3: Record<string, string> = {
  DE: 'DEU',
  AT: 'AUT',
  CH: 'CHE',
  NL: 'NLD',
  BE: 'BEL',
  LU: 'LUX',
  FR: 'FRA',
  PL: 'POL',
  DK: 'DNK',
  CZ: 'CZE',
  TR: 'TUR',
  GB: 'GBR',
};

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "Anna Lena Müller" → first names "Anna Lena", surname "Müller" (the last word). */
export function splitFullName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length === 1) return { first: words[0]!, last: words[0]! };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1)! };
}

/** The status query's body for a person. `basic`: V, N, D; `full` adds G, O and A as known. */
export function oasisQueryXml(person: RegisterPerson, fields: OasisFields): string {
  const { first, last } = splitFullName(person.fullName);
  const el = (name: string, value: string | null | undefined) =>
    value && value.trim() ? `<${name}>${escape(value.trim())}</${name}>` : '';
  const full = fields === 'full';
  const country = person.country ? ALPHA3[person.country.toUpperCase()] : undefined;
  const address = full
    ? el('P', person.postalCode) + el('W', person.city) + el('S', person.address) + el('L', country)
    : '';
  // The player record's order: V, N, G, D, O, A.
  const player =
    el('V', first) +
    el('N', last) +
    (full ? el('G', person.birthName) : '') +
    el('D', person.birthDate) +
    (full ? el('O', person.birthPlace) : '') +
    (address ? `<A>${address}</A>` : '');
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<tns:SPIELER-SUCHPARAMETER xmlns:ns2="${OASIS_MESSAGE_NS}" xmlns:tns="${OASIS_QUERY_NS}">` +
    `<SPIELER>${player}</SPIELER></tns:SPIELER-SUCHPARAMETER>`
  );
}

export interface OasisMessage {
  code: number | null;
  text: string;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'MELDUNG',
});

function findMessages(node: unknown, out: unknown[]): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'MELDUNG') out.push(...(Array.isArray(value) ? value : [value]));
    else findMessages(value, out);
  }
}

/**
 * The Meldungen of an answer, wherever they sit: `<MELDUNG>19</MELDUNG>`, `<MELDUNG>Der Spieler
 * ist nicht gesperrt.</MELDUNG>` or `<MELDUNG><KENNUNG>19</KENNUNG><TEXT>…</TEXT></MELDUNG>`.
 * Not XML, or no Meldung: an empty list.
 */
export function readOasisMessages(body: string): OasisMessage[] {
  let doc: unknown;
  try {
    doc = parser.parse(body, true);
  } catch {
    return [];
  }
  const raw: unknown[] = [];
  findMessages(doc, raw);
  return raw.map((m) => {
    if (typeof m === 'string' || typeof m === 'number') {
      const s = String(m).trim();
      return /^\d+$/.test(s) ? { code: Number(s), text: '' } : { code: null, text: s };
    }
    const o = (m ?? {}) as Record<string, unknown>;
    const codeRaw = String(o.KENNUNG ?? o.ID ?? o.CODE ?? o.NUMMER ?? '').trim();
    const text = String(o.TEXT ?? o.MELDUNGSTEXT ?? o.BESCHREIBUNG ?? o['#text'] ?? '').trim();
    return { code: /^\d+$/.test(codeRaw) ? Number(codeRaw) : null, text };
  });
}

/** "listed", "not listed", or null when the answer says neither. */
export function oasisVerdict(
  messages: OasisMessage[],
  codes: OasisCodes,
): 'excluded' | 'clear' | null {
  for (const m of messages) {
    if (m.code !== null && codes.excluded.includes(m.code)) return 'excluded';
  }
  for (const m of messages) {
    if (m.code !== null && codes.clear.includes(m.code)) return 'clear';
  }
  for (const m of messages) {
    if (m.code !== null) continue;
    if (/\bnicht\s+gesperrt\b/i.test(m.text)) return 'clear';
    if (/\bgesperrt\b/i.test(m.text)) return 'excluded';
  }
  return null;
}

const describe = (messages: OasisMessage[]) =>
  messages.map((m) => [m.code, m.text].filter((x) => x !== null && x !== '').join(' ')).join('; ');

export interface OasisResponse {
  status: number;
  body: string;
}

export interface OasisRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** Carries one request; a transport error is a RegisterUnavailable of kind unreachable/timeout. */
export type OasisTransport = (req: OasisRequest) => Promise<OasisResponse>;

export interface OasisTlsOptions {
  /** The web service's base address, e.g. https://oasis.hessen.de/oasisws */
  baseUrl: string;
  /** The operator's client certificate and key (PKCS#12) and its passphrase. */
  pfx?: Buffer;
  passphrase?: string;
  /** Extra CA certificates (PEM) to trust for the server, besides the system's. */
  ca?: Buffer;
}

/** HTTPS with the operator's client certificate (plain HTTP only for a loopback simulator). */
export function tlsTransport(options: OasisTlsOptions): OasisTransport {
  const base = new URL(options.baseUrl.replace(/\/$/, ''));
  return (req) =>
    new Promise<OasisResponse>((resolve, reject) => {
      const url = new URL(base.pathname + req.path, base);
      const headers = { ...req.headers, 'Content-Length': String(Buffer.byteLength(req.body)) };
      const common = { method: 'POST', headers, timeout: req.timeoutMs };
      const r =
        url.protocol === 'https:'
          ? httpsRequest(url, {
              ...common,
              minVersion: 'TLSv1.2',
              ...(options.pfx ? { pfx: options.pfx, passphrase: options.passphrase ?? '' } : {}),
              ...(options.ca ? { ca: options.ca } : {}),
            })
          : httpRequest(url, common);
      const timer = setTimeout(
        () =>
          r.destroy(new RegisterUnavailable(`oasis: no answer in ${req.timeoutMs} ms`, 'timeout')),
        req.timeoutMs,
      );
      r.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', (err) => {
          clearTimeout(timer);
          reject(err);
        });
      });
      r.on('timeout', () =>
        r.destroy(new RegisterUnavailable(`oasis: no answer in ${req.timeoutMs} ms`, 'timeout')),
      );
      r.on('error', (err) => {
        clearTimeout(timer);
        reject(
          err instanceof RegisterUnavailable
            ? err
            : new RegisterUnavailable(`oasis: ${err.message}`, 'unreachable'),
        );
      });
      r.end(req.body);
    });
}

/** Reads the certificate files the settings name (at start, so a bad path shows at once). */
export function readOasisTls(settings: {
  OASIS_URL: string;
  OASIS_CLIENT_CERT: string;
  OASIS_CLIENT_CERT_PASSPHRASE: string;
  OASIS_CA: string;
}): OasisTlsOptions {
  return {
    baseUrl: settings.OASIS_URL,
    ...(settings.OASIS_CLIENT_CERT
      ? {
          pfx: readFileSync(settings.OASIS_CLIENT_CERT),
          passphrase: settings.OASIS_CLIENT_CERT_PASSPHRASE,
        }
      : {}),
    ...(settings.OASIS_CA ? { ca: readFileSync(settings.OASIS_CA) } : {}),
  };
}

export interface OasisOptions {
  transport: OasisTransport;
  /** The operator's OASIS login (Nutzerkennung) and password, sent as HTTP headers. */
  kennung: string;
  passwort: string;
  timeoutMs: number;
  fields: OasisFields;
  codes: OasisCodes;
}

export function oasisRegister(options: OasisOptions): PlayerRegister {
  return {
    name: 'oasis',
    async check(person: RegisterPerson): Promise<RegisterAnswer> {
      const res = await options.transport({
        path: OASIS_STATUS_PATH,
        headers: {
          Kennung: options.kennung,
          Passwort: options.passwort,
          Accept: OASIS_ACCEPT,
          'Content-Type': OASIS_CONTENT_TYPE,
        },
        body: oasisQueryXml(person, options.fields),
        timeoutMs: options.timeoutMs,
      });
      const messages = readOasisMessages(res.body);
      if (res.status === 401 || res.status === 403) {
        throw new RegisterUnavailable(
          `oasis: our login or client certificate was refused (HTTP ${res.status}) ${describe(messages)}`.trim(),
          'credentials',
        );
      }
      if (res.status >= 500 || res.status === 0) {
        throw new RegisterUnavailable(`oasis: HTTP ${res.status}`, 'unreachable');
      }
      if (res.status >= 400) {
        throw new RegisterUnavailable(
          `oasis: the request was refused (HTTP ${res.status}) ${describe(messages)}`.trim(),
          'refused',
        );
      }
      const verdict = oasisVerdict(messages, options.codes);
      if (verdict === null) {
        throw new RegisterUnavailable(
          `oasis: an answer that says neither listed nor not listed: ${describe(messages) || res.body.slice(0, 200)}`,
          'unreadable',
        );
      }
      const said = messages[0];
      const reference = said ? `Meldung ${describe([said])}` : null;
      return {
        excluded: verdict === 'excluded',
        reference: verdict === 'excluded' ? reference : null,
      };
    },
  };
}
