// Banner pictures: uploaded by staff (type and size checked against the bytes themselves, not
// the name the browser gave), kept as files under BANNER_IMAGE_DIR with a random name, never in
// the database. The player app's server and the back-office serve them read-only.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BANNER_IMAGE_BYTES_MAX } from '@talih/contracts/backoffice/lobby.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/errors.ts';

export const BANNER_FILE = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

const TYPES = {
  png: { mime: 'image/png', magic: (b: Buffer) => b.subarray(0, 8).equals(PNG) },
  jpg: {
    mime: 'image/jpeg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  webp: {
    mime: 'image/webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
} as const;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
type Ext = keyof typeof TYPES;

export function bannerImageDir(config: Pick<Config, 'DATA_DIR' | 'BANNER_IMAGE_DIR'>): string {
  return path.resolve(config.DATA_DIR, config.BANNER_IMAGE_DIR);
}

/** What the bytes are, whatever the browser claimed; null: not a picture we accept. */
export function sniffImage(bytes: Buffer): Ext | null {
  for (const [ext, type] of Object.entries(TYPES) as [Ext, (typeof TYPES)[Ext]][]) {
    if (bytes.length >= 12 && type.magic(bytes)) return ext;
  }
  return null;
}

function decodeBase64(data: string): Buffer {
  const body = data.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw new AppError('errors.boContent.image.type');
  return Buffer.from(body, 'base64');
}

/** Checks and stores an upload; answers its file name. Nothing is written when refused. */
export async function storeBannerImage(
  config: Pick<Config, 'DATA_DIR' | 'BANNER_IMAGE_DIR'>,
  input: { contentType: string; data: string },
) {
  const bytes = decodeBase64(input.data);
  if (bytes.length === 0) throw new AppError('errors.boContent.image.empty');
  if (bytes.length > BANNER_IMAGE_BYTES_MAX) {
    throw new AppError('errors.boContent.image.tooBig', { max: BANNER_IMAGE_BYTES_MAX / 1024 });
  }
  const ext = sniffImage(bytes);
  if (!ext || TYPES[ext].mime !== input.contentType.toLowerCase()) {
    throw new AppError('errors.boContent.image.type');
  }
  const dir = bannerImageDir(config);
  await mkdir(dir, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.${ext}`;
  // Written aside, then renamed: a reader never sees half a picture.
  const temporary = path.join(dir, `.${file}.part`);
  await writeFile(temporary, bytes);
  await rename(temporary, path.join(dir, file));
  return { file, bytes: bytes.length };
}

/** The stored picture and its type; null when the name is not one of ours or it is gone. */
export async function readBannerImage(
  config: Pick<Config, 'DATA_DIR' | 'BANNER_IMAGE_DIR'>,
  file: string,
): Promise<{ bytes: Buffer; mime: string } | null> {
  const match = BANNER_FILE.exec(file);
  if (!match) return null;
  const bytes = await readFile(path.join(bannerImageDir(config), file)).catch(() => null);
  return bytes ? { bytes, mime: TYPES[match[1] as Ext].mime } : null;
}

export const bannerImagePath = (file: string) => `/banner-image/${file}`;
export const staffImagePath = (file: string) => `/bo/content-image/${file}`;
