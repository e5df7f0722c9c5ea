// The audit export as a spreadsheet reads it: quoting, and text that would run as a formula.
import { describe, expect, it } from 'vitest';
import { auditCsv } from './query.ts';

describe('audit CSV', () => {
  it('quotes commas and quotes, and writes formula-like text as text', () => {
    const csv = auditCsv([
      {
        seq: 7,
        at: Date.parse('2026-12-05T10:00:00Z'),
        staffName: 'ayse',
        secondStaffName: null,
        action: 'player.note',
        objectType: 'player',
        objectId: '=HYPERLINK("http://x","y")',
        before: null,
        after: { note: 'a, "b"' },
        reason: '-2+3',
        requestId: 'r1',
        ip: '@127.0.0.1',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'seq,at,staff,second_staff,action,object_type,object_id,before,after,reason,request_id,ip',
      '7,2026-12-05T10:00:00.000Z,ayse,,player.note,player,' +
        `"'=HYPERLINK(""http://x"",""y"")",,"{""note"":""a, \\""b\\""""}",'-2+3,r1,'@127.0.0.1`,
      '',
    ]);
  });
});
