// The S3-compatible store against a local S3 server the test starts (s3rver, on a free port):
// KYC documents and `talih backup store:NAME` go to the bucket with OBJECT_STORE=s3, the local
// folder stays the default, and production on several instances refuses the local folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, resolveConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { kycStore, localFolderStore, newObjectKey } from '../modules/kyc/storage.ts';
import { backupStore, backupToStore, restoreFromStore } from '../operations/backup.ts';
import { SAFE_PRODUCTION_ENV } from '../testing/production-env.ts';
import { s3Store } from './s3-store.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-s3-'));
let server: S3rver;
let s3Env: Record<string, string>;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: path.join(scratch, 's3'),
    silent: true,
    configureBuckets: [{ name: 'talih-test', configs: [] }],
  });
  const { port } = await server.run();
  s3Env = {
    OBJECT_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'talih-test',
    // s3rver's fixed key pair.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
});
afterAll(async () => {
  await server.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('the S3-compatible object store', () => {
  it('puts, gets and deletes under the prefix and folder, answering null for a missing key', async () => {
    const config = resolveConfig({ ...s3Env, DATA_DIR: scratch });
    const store = s3Store(config, 'kyc');
    const key = newObjectKey();
    await store.put(key, Buffer.from('%PDF-1.7 passport'));
    expect((await store.get(key))?.toString()).toBe('%PDF-1.7 passport');
    // On the server, under S3_PREFIX and the folder: talih/kyc/<key>.
    const onDisk = path.join(scratch, 's3', 'talih-test', 'talih', 'kyc', key);
    expect(fs.existsSync(`${onDisk}._S3rver_object`)).toBe(true);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.get('ab/00000000000000000000000000000000')).toBeNull();
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow('bad object key');
  });

  it('is what KYC uses with OBJECT_STORE=s3; the local folder stays the default', async () => {
    const local = resolveConfig({ DATA_DIR: scratch });
    expect(local.OBJECT_STORE).toBe('local');
    const key = newObjectKey();
    await kycStore(local).put(key, Buffer.from('on disk'));
    expect(fs.readFileSync(path.join(scratch, 'kyc', key), 'utf8')).toBe('on disk');
    expect(await kycStore(resolveConfig({ ...s3Env, DATA_DIR: scratch })).get(key)).toBeNull();

    const s3 = resolveConfig({ ...s3Env, DATA_DIR: scratch });
    const other = newObjectKey();
    await kycStore(s3).put(other, Buffer.from('in the bucket'));
    expect((await s3Store(s3, 'kyc').get(other))?.toString()).toBe('in the bucket');
    expect(await localFolderStore(path.join(scratch, 'kyc')).get(other)).toBeNull();
  });

  it('refuses OBJECT_STORE=s3 without a bucket', () => {
    expect(() => resolveConfig({ OBJECT_STORE: 's3' })).toThrow(
      'Invalid configuration:\n  S3_BUCKET: OBJECT_STORE=s3 needs the bucket',
    );
  });

  it('takes talih backup store:NAME and restores it into an empty database', async () => {
    const from = resolveConfig({ ...s3Env, DATA_DIR: path.join(scratch, 'from') });
    const source = openDatabase({ url: '', sqlitePath: from.sqlitePath });
    await migrateToLatest(source);
    await source.db
      .insertInto('app_meta')
      .values({ key: 'drill', value: '42', updated_at: 1 })
      .execute();
    const store = backupStore(from);
    const done = await backupToStore(source, from, store, 'drill-1.backup');
    expect(done.bytes).toBeGreaterThan(0);
    await expect(backupToStore(source, from, store, 'drill-1.backup')).rejects.toThrow(
      'store:drill-1.backup exists; name a new one',
    );
    await source.close();

    const into = resolveConfig({ ...s3Env, DATA_DIR: path.join(scratch, 'into') });
    const target = openDatabase({ url: '', sqlitePath: into.sqlitePath });
    await restoreFromStore(target, into, backupStore(into), 'drill-1.backup');
    const row = await target.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'drill')
      .executeTakeFirst();
    expect(row?.value).toBe('42');
    await target.close();
    expect(() => backupStore(resolveConfig({ DATA_DIR: scratch }))).toThrow(
      'store: backups need OBJECT_STORE=s3; on the local disk, name a file',
    );
  });
});

describe('production on several instances', () => {
  const several = { ...SAFE_PRODUCTION_ENV, REDIS_URL: 'redis://redis.internal:6379' };

  it('refuses the local folder for KYC documents', () => {
    expect(() => loadConfig(several)).toThrow(
      "\n  OBJECT_STORE: several instances (REDIS_URL is set) would each keep KYC documents on their own disk, which another instance can't read. Fix: set OBJECT_STORE=s3",
    );
  });

  it('starts with the bucket, or a folder every instance shares', () => {
    expect(loadConfig({ ...several, ...s3Env }).OBJECT_STORE).toBe('s3');
    expect(loadConfig({ ...several, KYC_STORAGE_DIR: '/shared/kyc' }).KYC_STORAGE_DIR).toBe(
      '/shared/kyc',
    );
    // One instance on its own disk is fine.
    expect(loadConfig(SAFE_PRODUCTION_ENV).OBJECT_STORE).toBe('local');
  });
});
