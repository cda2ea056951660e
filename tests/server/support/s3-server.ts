import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's fixed credentials: it checks every request's signature against them. */
export const S3_TEST_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

/** An S3-compatible server in this process on a free port, with its objects in a temporary folder. */
export async function startS3Server(bucket: string) {
  const directory = mkdtempSync(path.join(tmpdir(), 'campus-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** What FILES_URL=s3://… needs beside it; the credentials are s3rver's own. */
    env: (prefix: string) => ({
      FILES_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      ...S3_TEST_CREDENTIALS,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
