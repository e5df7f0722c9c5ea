// The S3-compatible object store (AWS S3, MinIO, Ceph, R2, ...) behind the same ObjectStore
// interface as the local folder: KYC documents and backups on storage every instance shares.
// Keys live under S3_PREFIX plus the store's own folder (kyc/, backups/).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import type { ObjectStore } from './object-store.ts';

export type S3Settings = Pick<
  Config,
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.S3_REGION,
    ...(s.S3_ENDPOINT ? { endpoint: s.S3_ENDPOINT } : {}),
    forcePathStyle: s.S3_FORCE_PATH_STYLE,
    ...(s.S3_ACCESS_KEY_ID
      ? {
          credentials: {
            accessKeyId: s.S3_ACCESS_KEY_ID,
            secretAccessKey: s.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the
    // aws-chunked uploads the SDK's default checksum mode sends.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** An ObjectStore on one bucket, every key under `<S3_PREFIX><folder>/`. */
export function s3Store(s: S3Settings, folder: string, client = s3Client(s)): ObjectStore {
  const keyOf = (key: string) => {
    if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,200}$/.test(key) || key.includes('..')) {
      throw new Error(`bad object key ${JSON.stringify(key)}`);
    }
    return `${s.S3_PREFIX}${folder}/${key}`;
  };
  return {
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket: s.S3_BUCKET,
          Key: keyOf(key),
          Body: body,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: s.S3_BUCKET, Key: keyOf(key) }),
        );
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
          return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.S3_BUCKET, Key: keyOf(key) }));
    },
  };
}
