// A file's type from its first bytes, never from its name or the browser's word: only JPEG,
// PNG and PDF are accepted, so an HTML or script file renamed .jpg is refused.
import type { KYC_MIME_TYPES } from '@talih/contracts/kyc.ts';

type Mime = (typeof KYC_MIME_TYPES)[number];

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

/** A file name safe to show and store: no path, no control characters, at most 120 long. */
export function cleanFileName(raw: string, mime: Mime): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  const ext = mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg';
  return (cleaned || `document.${ext}`).slice(0, 120);
}
