// Where KYC files live: an object store behind a small interface: the local folder (the
// embedded default) or an S3-compatible bucket (adapters/s3-store.ts, OBJECT_STORE=s3). Keys are random and carry no
// player data; the folder is never served by the web server.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { ObjectStore } from '../../adapters/object-store.ts';
import { s3Store, type S3Settings } from '../../adapters/s3-store.ts';

/** A fresh random key: 32 hex characters, two-level fan-out so no folder grows huge. */
export function newObjectKey(): string {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id}`;
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;

/** The local-folder store: one file per key under `root`, written atomically (temp + rename). */
export function localFolderStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    // Keys come from newObjectKey only; anything else could walk out of the folder.
    if (!KEY.test(key)) throw new Error(`bad object key ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temp, body, { mode: 0o600, flag: 'wx' });
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

export function kycStorageDir(config: Pick<Config, 'KYC_STORAGE_DIR' | 'DATA_DIR'>): string {
  return config.KYC_STORAGE_DIR || path.join(config.DATA_DIR, 'kyc');
}

const stores = new Map<string, ObjectStore>();

/** The configured store (one per place, shared by the player and staff apps). */
export function kycStore(
  config: Pick<Config, 'KYC_STORAGE_DIR' | 'DATA_DIR' | 'OBJECT_STORE'> & S3Settings,
): ObjectStore {
  const s3 = config.OBJECT_STORE === 's3';
  const place = s3
    ? `s3:${config.S3_ENDPOINT}/${config.S3_BUCKET}/${config.S3_PREFIX}`
    : kycStorageDir(config);
  let store = stores.get(place);
  if (!store) {
    store = s3 ? s3Store(config, 'kyc') : localFolderStore(place);
    stores.set(place, store);
  }
  return store;
}
