// JURISDICTION picks a built-in pack or validates an operator's JSON file at start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { BUILT_IN_PACKS } from './packs.ts';

const base = { NODE_ENV: 'test', DATA_DIR: os.tmpdir() };

function packFile(body: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-pack-'));
  const file = path.join(dir, 'operator.json');
  fs.writeFileSync(file, JSON.stringify(body));
  return file;
}

/** The message a start with this pack file stops on. */
function refusalOf(file: string): string {
  try {
    loadConfig({ ...base, JURISDICTION: file });
  } catch (err) {
    return (err as Error).message;
  }
  return '';
}

describe('jurisdiction packs', () => {
  it('defaults to the sandbox pack: TRY, +90, any country', () => {
    const pack = loadConfig(base).jurisdiction;
    expect([pack.code, pack.currency, pack.phoneCallingCodes, pack.countries]).toEqual([
      'sandbox',
      'TRY',
      ['90'],
      null,
    ]);
  });

  it("encodes the regulators' figures", () => {
    const { de, nl, mga, uk } = BUILT_IN_PACKS;
    expect(de?.currency).toBe('EUR');
    expect(de?.limits.depositMonthlyCapMinor).toBe(100000);
    expect(de?.panicButton).toEqual({ enabled: true, lockHours: 24 });
    expect(de?.slots).toEqual({ stakeMaxMinor: 100, roundMinMs: 5000, autoplay: false });
    expect(mga?.kyc.sourceOfFundsAtDepositsMinor).toBe(200000);
    expect(mga?.kyc.verifiedAtDepositsMinor).toBe(200000);
    expect(nl?.selfExclusion.minimumMonths).toBe(6);
    expect(uk?.limits.increaseCoolingOffHours).toBe(24);
    expect(Math.max(...(uk?.timeOut.optionsHours ?? []))).toBe(1008);
    expect(uk?.selfExclusion.minimumMonths).toBe(6);
  });

  it('loads a valid operator file', () => {
    const file = packFile({ ...BUILT_IN_PACKS.de, code: 'op-de', name: 'Operator DE' });
    const pack = loadConfig({ ...base, JURISDICTION: file }).jurisdiction;
    expect([pack.code, pack.currency]).toEqual(['op-de', 'EUR']);
  });

  it('refuses an unknown pack name and lists the built-in ones', () => {
    expect(() => loadConfig({ ...base, JURISDICTION: 'xx' })).toThrow(
      'JURISDICTION: "xx" is not a pack; use one of sandbox, de, nl, mga, uk or the path of a JSON pack file',
    );
  });

  it('names each wrong field of an operator file', () => {
    const bad = { ...BUILT_IN_PACKS.uk, currency: 'pound', minimumAge: 16 };
    const file = packFile(bad);
    const message = refusalOf(file);
    expect(message).toContain(`JURISDICTION ${file}: currency:`);
    expect(message).toContain(`JURISDICTION ${file}: minimumAge:`);
  });

  it('refuses an operator file whose help-line has neither a number nor a link, or a bad hour', () => {
    const bad = {
      ...BUILT_IN_PACKS.uk,
      help: {
        lines: [
          { organisation: 'X', service: 'Y', phone: null, url: null, hours: null, free: true },
          {
            organisation: 'X',
            service: 'Y',
            phone: '0800 1',
            url: 'http://plain.example',
            hours: [{ fromDay: 1, toDay: 8, opens: '9:00', closes: '17:00' }],
            free: true,
          },
        ],
      },
    };
    const file = packFile(bad);
    const message = refusalOf(file);
    expect(message).toContain(
      `JURISDICTION ${file}: help.lines.0: a help-line needs a phone number or a link`,
    );
    expect(message).toContain(`JURISDICTION ${file}: help.lines.1.url:`);
    expect(message).toContain(`JURISDICTION ${file}: help.lines.1.hours.0.toDay:`);
    expect(message).toContain(`JURISDICTION ${file}: help.lines.1.hours.0.opens:`);
  });

  it('refuses a self-exclusion option shorter than the minimum', () => {
    const bad = {
      ...BUILT_IN_PACKS.nl,
      selfExclusion: { optionsMonths: [3, 6], minimumMonths: 6, liftCoolingOffHours: 24 },
    };
    expect(() => loadConfig({ ...base, JURISDICTION: packFile(bad) })).toThrow(
      'selfExclusion.optionsMonths: an option is shorter than minimumMonths',
    );
  });
});
