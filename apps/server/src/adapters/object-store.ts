// Where the platform keeps files (KYC documents, which backups copy too): a small interface that the
// local folder (modules/kyc/storage.ts, the embedded default) and an S3-compatible bucket
// (./s3-store.ts, OBJECT_STORE=s3) both keep.

export interface ObjectStore {
  put(key: string, body: Buffer): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
