// A file's type from its first bytes, never from its name or the browser's word: only JPEG,
// PNG and PDF are accepted, so an HTML or script file renamed .jpg is refused.
import type { KYC_MIME_TYPES } from '@talih/contracts/kyc.ts';

export type KycMime = (typeof KYC_MIME_TYPES)[number];
type Mime = KycMime;

const SIGNATURES: ReadonlyArray<{ mime: Mime; bytes: number[] }> = [
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

export function sniffMime(body: Buffer): Mime | null {
  for (const sig of SIGNATURES) {
    if (body.length >= sig.bytes.length && sig.bytes.every((b, i) => body[i] === b)) {
      return sig.mime;
    }
  }
  return null;
}

/**
 * A file name safe to show, store and download: no path, no control characters, at most 120
 * long, and the extension of the sniffed type whatever the player named it (a JPEG uploaded as
 * passport.html is passport.jpg), so a download never opens as something else. Applied again
 * when a stored name is served, which fixes names kept before this rule.
 */
export function cleanFileName(raw: string, mime: Mime): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  const ext = mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg';
  const stem = cleaned.replace(/\.[^.]{0,16}$/, '').replace(/[.\s]+$/, '');
  return `${(stem || 'document').slice(0, 115)}.${ext}`;
}
