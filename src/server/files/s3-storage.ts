import { createHash } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FilesConfig } from './files-config';
import { objectKey, type FileStorage } from './storage';

type S3Target = Extract<FilesConfig, { kind: 's3' }>;
type Sdk = typeof import('@aws-sdk/client-s3');

/** The SDK answers a missing object with 404 (NoSuchKey for GET, NotFound for HEAD). */
const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket under `prefix/ab/cd/<sha256>` — the layout of the local folder, so
 * `aws s3 sync DATA_DIR/files s3://bucket/prefix` moves existing files over. Credentials come from the
 * SDK's standard chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or the instance's role).
 * The SDK is loaded with the first call: a server keeping files in a folder never loads it.
 */
export function s3FileStorage(target: S3Target): FileStorage {
  let connected: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: target.region,
        ...(target.endpoint ? { endpoint: target.endpoint, forcePathStyle: true } : {}),
        // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's default
        // CRC32 trailers. Each object's SHA-256 is sent with it and checked again when it is read.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const key = (sha256: string) => (target.prefix ? `${target.prefix}/${objectKey(sha256)}` : objectKey(sha256));

  return {
    async put(sha256, bytes) {
      const { sdk, client } = await connect();
      if (await this.has(sha256)) return;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: target.bucket,
          Key: key(sha256),
          Body: bytes,
          ContentType: 'application/octet-stream',
          ChecksumSHA256: Buffer.from(sha256, 'hex').toString('base64'),
        }),
      );
    },
    async get(sha256) {
      const { sdk, client } = await connect();
      let body: Uint8Array;
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: target.bucket, Key: key(sha256) }));
        body = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (createHash('sha256').update(body).digest('hex') !== sha256)
        throw new Error(`stored object ${key(sha256)} does not match its SHA-256`);
      return new Uint8Array(body);
    },
    async has(sha256) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: target.bucket, Key: key(sha256) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(sha256) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: target.bucket, Key: key(sha256) }));
    },
  };
}
