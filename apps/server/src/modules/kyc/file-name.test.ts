// A KYC file is named with the extension of its sniffed type, on upload and when served: a JPEG
// uploaded as passport.html downloads as passport.jpg, never as a page a browser would render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycDocumentFile } from '@talih/contracts/backoffice/kyc.ts';
import { getKycStatus } from '@talih/contracts/kyc.ts';
import { backends } from '../../testing/backends.ts';
import { answer, staffAnswer } from '../../testing/calls.ts';
import { JPEG, PDF, uploadKyc } from '../../testing/kyc.ts';
import { createPlayer } from '../../testing/players.ts';
import { openBackofficeTest, staffClient, type BackofficeTest } from '../../testing/staff.ts';
import { cleanFileName } from './file-type.ts';

describe('cleanFileName', () => {
  it('keeps the name and gives it the sniffed extension', () => {
    expect(cleanFileName('passport.html', 'image/jpeg')).toBe('passport.jpg');
    expect(cleanFileName('kimlik ön.JPEG', 'image/jpeg')).toBe('kimlik ön.jpg');
    expect(cleanFileName('fatura', 'image/png')).toBe('fatura.png');
    expect(cleanFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(cleanFileName('a.svg.html', 'application/pdf')).toBe('a.svg.pdf');
    expect(cleanFileName('.html', 'image/jpeg')).toBe('document.jpg');
  });
});

describe.each(backends())('KYC file names on $name', (backend) => {
  let t: BackofficeTest;
  beforeAll(async () => {
    t = await openBackofficeTest(backend);
  });
  afterAll(() => t.dispose());

  it('a JPEG named passport.html is stored and served as passport.jpg', async () => {
    const p = await createPlayer(t);
    const up = await uploadKyc(t, p.token, 'identity', JPEG, 'passport.html');
    expect([up.state, up.resultData?.fileName]).toEqual(['200', 'passport.jpg']);
    const pdf = await uploadKyc(t, p.token, 'address', PDF, 'fatura.exe');
    expect(pdf.resultData?.fileName).toBe('fatura.pdf');
    const stored = await t.database.db
      .selectFrom('kyc_documents')
      .select(['id', 'file_name'])
      .where('user_id', '=', p.userId)
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.file_name)).toEqual(['passport.jpg', 'fatura.pdf']);

    // A name kept before this rule is served with the right extension too.
    await t.database.db
      .updateTable('kyc_documents')
      .set({ file_name: 'eski.html' })
      .where('id', '=', stored[0]!.id)
      .execute();
    const staff = await staffClient(t, 'risk');
    const file = await staffAnswer(staff, kycDocumentFile, { documentId: Number(stored[0]!.id) });
    expect([file.resultData.mime, file.resultData.fileName]).toEqual(['image/jpeg', 'eski.jpg']);
    const mine = await answer(t, getKycStatus, {}, { session: p.token });
    expect(mine.resultData.documents.map((d) => d.fileName)).toEqual(['fatura.pdf', 'eski.jpg']);
  });
});
