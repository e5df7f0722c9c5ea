// A simulator of OASIS WS, Germany's player exclusion register (Spielersperrsystem), for the
// sandbox: the player status query as its public description and public client code show it
// (docs/identity.md "OASIS"), not Talih's adapter. POST <prefix>/oasisws/spielerstatus with the
// operator's login in the `Kennung` and `Passwort` headers and a UTF-8 XML body
//   <tns:SPIELER-SUCHPARAMETER xmlns:tns="http://www.hzd.de/spielerSuchparameter">
//     <SPIELER><V>first names</V><N>surname</N>[<G>birth name</G>]<D>YYYY-MM-DD</D>
//       [<O>birth place</O>][<A><P/><W/><S/><H/><Z/><L/></A>]</SPIELER>
//   </tns:SPIELER-SUCHPARAMETER>
// answers XML with one <MELDUNG> (code and text):
//   19 "Der Spieler ist nicht gesperrt."               anyone else
//   18 "Der Spieler ist gesperrt."                      surname Sperre
//   23 "Der Spieler ist gesperrt (Fremdsperre)."        surname Fremdsperre
//   24 "Der Spieler ist gesperrt (Kurzzeitsperre)."     surname Kurzzeitsperre
//   99 "Verarbeitung unterbrochen."  (an answer that says neither: surname Unbekannt)
//   HTTP 400 with a Meldung: a missing field, a date that is not YYYY-MM-DD, a digit in a name,
//            a body that is not the query (the schema's and the character set's rules)
//   HTTP 401: a wrong Kennung or Passwort
//   HTTP 503: surname Offline (the service down)
//   no answer for 30 s: surname Langsam (a timeout)
// The real service also checks the operator's client certificate on the TLS connection; the
// in-process simulator has no TLS (the adapter's tests run it behind an HTTPS server that does).
// Never registered in production (the server refuses the simulator's address and login).
import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';

export const OASIS_SIM_KENNUNG = 'U0000000';
export const OASIS_SIM_PASSWORT = 'talih-oasis-simulator';
export const OASIS_SIM_SLOW_MS = 30_000;

export const OASIS_SIM_CODES = { clear: [19], excluded: [18, 23, 24] };

export interface OasisSimAnswer {
  status: number;
  body: string;
  /** How long the simulated service takes before answering. */
  delayMs: number;
}

const MESSAGE_NS = 'http://www.hzd.de/meldungskatalogItem';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An answer document: the Meldung's code (if any) and text. */
export function oasisSimMessage(code: number | null, text: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<ns2:MELDUNGEN xmlns:ns2="${MESSAGE_NS}"><MELDUNG>` +
    (code !== null ? `<KENNUNG>${code}</KENNUNG>` : '') +
    `<TEXT>${escape(text)}</TEXT></MELDUNG></ns2:MELDUNGEN>`
  );
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
});

const answer = (status: number, code: number | null, text: string, delayMs = 0) => ({
  status,
  body: oasisSimMessage(code, text),
  delayMs,
});

/** The simulated service's answer to one status query. */
export function oasisSimAnswer(
  headers: Record<string, string | string[] | undefined>,
  body: string,
  login: { kennung: string; passwort: string } = {
    kennung: OASIS_SIM_KENNUNG,
    passwort: OASIS_SIM_PASSWORT,
  },
): OasisSimAnswer {
  if (headers.kennung !== login.kennung || headers.passwort !== login.passwort) {
    return answer(401, null, 'Authentisierung fehlgeschlagen: Kennung oder Passwort falsch.');
  }
  if (body.charCodeAt(0) === 0xfeff) return answer(400, null, 'Kodierung: UTF-8 ohne BOM.');
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(body, true) as Record<string, unknown>;
  } catch {
    return answer(400, null, 'Die Anfrage ist kein gültiges XML.');
  }
  const query = doc['SPIELER-SUCHPARAMETER'] as Record<string, unknown> | undefined;
  const player = query?.SPIELER as Record<string, unknown> | undefined;
  if (!player || typeof player !== 'object') {
    return answer(400, null, 'Die Anfrage entspricht nicht dem Schema: SPIELER fehlt.');
  }
  const field = (k: string) => (typeof player[k] === 'string' ? (player[k] as string) : '');
  for (const k of ['V', 'N', 'D']) {
    if (!field(k)) return answer(400, null, `Pflichtfeld fehlt: ${k}.`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(field('D')) || Number.isNaN(Date.parse(field('D')))) {
    return answer(400, null, 'Geburtsdatum (D) nicht im Format JJJJ-MM-TT.');
  }
  for (const k of ['V', 'N', 'G', 'O']) {
    if (/\d/.test(field(k))) return answer(400, null, `Unzulässige Zeichen in ${k}.`);
  }
  const surname = field('N').toLowerCase();
  if (surname === 'offline') return answer(503, null, 'Der Dienst ist nicht verfügbar.');
  if (surname === 'langsam')
    return answer(200, 19, 'Der Spieler ist nicht gesperrt.', OASIS_SIM_SLOW_MS);
  if (surname === 'unbekannt') return answer(200, 99, 'Verarbeitung unterbrochen.');
  if (surname === 'sperre') return answer(200, 18, 'Der Spieler ist gesperrt.');
  if (surname === 'fremdsperre') return answer(200, 23, 'Der Spieler ist gesperrt (Fremdsperre).');
  if (surname === 'kurzzeitsperre') {
    return answer(200, 24, 'Der Spieler ist gesperrt (Kurzzeitsperre).');
  }
  return answer(200, 19, 'Der Spieler ist nicht gesperrt.');
}

export interface OasisSimOptions {
  /** Where the service lives, e.g. '/sandbox/oasis'; the query answers at <prefix>/oasisws/spielerstatus. */
  prefix: string;
  kennung?: string;
  passwort?: string;
}

/** Mounts the simulator on the sandbox's server (sandbox mode only). */
export async function registerOasisSimulator(app: FastifyInstance, options: OasisSimOptions) {
  const login = {
    kennung: options.kennung ?? OASIS_SIM_KENNUNG,
    passwort: options.passwort ?? OASIS_SIM_PASSWORT,
  };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_r, b, done) =>
      done(null, b),
    );
    scope.post(`${options.prefix}/oasisws/spielerstatus`, async (req, reply) => {
      const said = oasisSimAnswer(req.headers, typeof req.body === 'string' ? req.body : '', login);
      if (said.delayMs > 0) await new Promise((r) => setTimeout(r, said.delayMs));
      return reply
        .code(said.status)
        .header('content-type', 'text/plain; charset=UTF-8')
        .send(said.body);
    });
  });
}
