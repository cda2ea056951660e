import path from 'node:path';
import { parseFilesUrl, type FilesConfig } from '../files/files-config';
import type { Env } from './env-schema';

/** Where uploaded files' bytes live: FILES_URL's bucket (with S3_ENDPOINT and the region), else DATA_DIR/files. */
export function filesConfig(e: Env): FilesConfig {
  const s3 = e.FILES_URL ? parseFilesUrl(e.FILES_URL) : null;
  if (!s3) return { kind: 'folder', dir: path.join(path.resolve(e.DATA_DIR), 'files') };
  return {
    kind: 's3',
    ...s3,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    region: e.AWS_REGION || e.AWS_DEFAULT_REGION || 'us-east-1',
  };
}
