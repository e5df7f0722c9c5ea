// The OASIS adapter against the OASIS WS simulator behind a real HTTPS server that asks for the
// operator's client certificate (as OASIS WS does): every request the adapter sends validates
// against the status query's schema, every answer against the answer's (fixtures/oasis, both
// reconstructed from public material); each status and error the simulator knows reads as it
// should: not listed, listed (18, 23, 24), an answer that says neither, a refused request, a
// refused login, no client certificate, the service down, no answer in time. No network: the
// server listens on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import {
  OASIS_SIM_CODES,
  OASIS_SIM_KENNUNG,
  OASIS_SIM_PASSWORT,
} from '@talih/sandbox/vendors/oasis.ts';
import {
  oasisFixture as fixture,
  startOasisHttpsSimulator,
  type OasisHttpsSimulator,
} from '../../testing/oasis.ts';
import {
  oasisQueryXml,
  oasisRegister,
  oasisVerdict,
  readOasisMessages,
  tlsTransport,
  type OasisFields,
} from './oasis.ts';
import { RegisterUnavailable, type RegisterPerson } from './port.ts';

const QUERY_XSD = {
  fileName: 'spielerSuchparameter.xsd',
  contents: fixture('spielerSuchparameter.xsd').toString(),
};
const ANSWER_XSD = {
  fileName: 'meldungskatalogItem.xsd',
  contents: fixture('meldungskatalogItem.xsd').toString(),
};

async function schemaErrors(xml: string, schema: typeof QUERY_XSD): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'doc.xml', contents: xml }],
    schema: [schema],
  });
  return result.errors.map((e) => e.message);
}

let sim: OasisHttpsSimulator;
let base: string;
let seen: OasisHttpsSimulator['seen'];

beforeAll(async () => {
  sim = await startOasisHttpsSimulator();
  base = sim.url;
  seen = sim.seen;
});
afterAll(() => sim.close());

const tls = {
  pfx: fixture('client.p12'),
  passphrase: 'talih-oasis-test',
  ca: fixture('ca.pem'),
};

function register(
  overrides: { fields?: OasisFields; timeoutMs?: number; passwort?: string; pfx?: boolean } = {},
) {
  return oasisRegister({
    transport: tlsTransport({
      baseUrl: base,
      ca: tls.ca,
      ...(overrides.pfx === false ? {} : { pfx: tls.pfx, passphrase: tls.passphrase }),
    }),
    kennung: OASIS_SIM_KENNUNG,
    passwort: overrides.passwort ?? OASIS_SIM_PASSWORT,
    timeoutMs: overrides.timeoutMs ?? 2_000,
    fields: overrides.fields ?? 'basic',
    codes: OASIS_SIM_CODES,
  });
}

const person = (fullName: string, extra: Partial<RegisterPerson> = {}): RegisterPerson => ({
  userId: 7,
  fullName,
  birthDate: '1990-04-12',
  country: 'DE',
  city: 'Darmstadt',
  address: 'Luisenplatz 2',
  ...extra,
});

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    if (err instanceof RegisterUnavailable) return err.failure;
    throw err;
  }
  return 'answered';
}

describe('the OASIS adapter over HTTPS with a client certificate', () => {
  it('asks with the documented headers and a query the schema accepts, and reads "not listed"', async () => {
    const answer = await register().check(person('Anna Lena Müller'));
    expect(answer).toEqual({ excluded: false, reference: null });
    const last = seen.at(-1)!;
    expect(last.clientCert).toBe('Talih test operator U0000000 (not for production)');
    expect(last.headers.kennung).toBe('U0000000');
    expect(last.headers.passwort).toBe('talih-oasis-simulator');
    expect(last.headers.accept).toBe('text/plain; charset=UTF-8; version=6.0');
    expect(last.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(last.body).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<tns:SPIELER-SUCHPARAMETER xmlns:ns2="http://www.hzd.de/meldungskatalogItem" ' +
        'xmlns:tns="http://www.hzd.de/spielerSuchparameter"><SPIELER><V>Anna Lena</V>' +
        '<N>Müller</N><D>1990-04-12</D></SPIELER></tns:SPIELER-SUCHPARAMETER>',
    );
    expect(await schemaErrors(last.body, QUERY_XSD)).toEqual([]);
    expect(await schemaErrors(last.answer, ANSWER_XSD)).toEqual([]);
  });

  it('sends birth name, birth place and address with OASIS_QUERY_FIELDS=full, still valid', async () => {
    await register({ fields: 'full' }).check(
      person('Jan Schmidt', { birthName: 'Weber', birthPlace: 'Gießen', postalCode: '64283' }),
    );
    const body = seen.at(-1)!.body;
    expect(body).toContain(
      '<SPIELER><V>Jan</V><N>Schmidt</N><G>Weber</G><D>1990-04-12</D><O>Gießen</O>' +
        '<A><P>64283</P><W>Darmstadt</W><S>Luisenplatz 2</S><L>DEU</L></A></SPIELER>',
    );
    expect(await schemaErrors(body, QUERY_XSD)).toEqual([]);
  });

  it.each([
    ['Sperre', 'Meldung 18 Der Spieler ist gesperrt.'],
    ['Fremdsperre', 'Meldung 23 Der Spieler ist gesperrt (Fremdsperre).'],
    ['Kurzzeitsperre', 'Meldung 24 Der Spieler ist gesperrt (Kurzzeitsperre).'],
  ])(
    'reads surname %s as listed, with the Meldung as the reference',
    async (surname, reference) => {
      expect(await register().check(person(`Max ${surname}`))).toEqual({
        excluded: true,
        reference,
      });
      expect(await schemaErrors(seen.at(-1)!.answer, ANSWER_XSD)).toEqual([]);
    },
  );

  it('fails closed on each error the service can give', async () => {
    // An answer that says neither listed nor not listed.
    expect(await failureOf(register().check(person('Eva Unbekannt')))).toBe('unreadable');
    // The request refused by the schema's and the character set's rules (HTTP 400).
    expect(await failureOf(register().check(person('R2D2 Roboter')))).toBe('refused');
    expect(seen.at(-1)!.status).toBe(400);
    expect(readOasisMessages(seen.at(-1)!.answer)).toEqual([
      { code: null, text: 'Unzulässige Zeichen in V.' },
    ]);
    expect(
      await failureOf(register().check(person('Eva Muster', { birthDate: '1990-13-45' }))),
    ).toBe('refused');
    // Our login refused (HTTP 401).
    expect(await failureOf(register({ passwort: 'wrong' }).check(person('Eva Muster')))).toBe(
      'credentials',
    );
    // No client certificate: the TLS handshake itself is refused.
    expect(await failureOf(register({ pfx: false }).check(person('Eva Muster')))).toBe(
      'unreachable',
    );
    // The service down (HTTP 503).
    expect(await failureOf(register().check(person('Eva Offline')))).toBe('unreachable');
  });

  it('gives up after OASIS_TIMEOUT_MS and says so', async () => {
    const started = Date.now();
    expect(await failureOf(register({ timeoutMs: 300 }).check(person('Eva Langsam')))).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('reading an OASIS answer', () => {
  const codes = { clear: [19], excluded: [18, 23, 24] };
  it.each([
    ['<MELDUNGEN><MELDUNG>19</MELDUNG></MELDUNGEN>', 'clear'],
    ['<MELDUNGEN><MELDUNG>18</MELDUNG></MELDUNGEN>', 'excluded'],
    ['<X><MELDUNG>Der Spieler ist nicht gesperrt.</MELDUNG></X>', 'clear'],
    ['<X><MELDUNG>Der Spieler ist gesperrt.</MELDUNG></X>', 'excluded'],
    ['<X><MELDUNG><KENNUNG>24</KENNUNG><TEXT>…</TEXT></MELDUNG></X>', 'excluded'],
    ['<X><MELDUNG><KENNUNG>7</KENNUNG><TEXT>Sperre angelegt</TEXT></MELDUNG></X>', null],
    ['not xml at all <', null],
    ['<X/>', null],
  ])('%s reads as %s', (body, verdict) => {
    expect(oasisVerdict(readOasisMessages(body), codes)).toBe(verdict);
  });

  it('escapes what a name could smuggle into the query', () => {
    const xml = oasisQueryXml(person('Ann</V><N>x & Co'), 'basic');
    expect(xml).toContain('<V>Ann&lt;/V&gt;&lt;N&gt;x &amp;</V><N>Co</N>');
  });
});
