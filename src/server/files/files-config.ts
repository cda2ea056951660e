/** Where the bytes of uploaded files are kept (FILES_URL in src/server/config.ts). */
export type FilesConfig =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix without leading or trailing slashes; '' for the bucket's root. */
      prefix: string;
      /** S3_ENDPOINT: a server other than AWS, addressed path-style; undefined for AWS itself. */
      endpoint: string | undefined;
      region: string;
    };

/** S3's rule for bucket names (3-63 characters, lower-case letters, digits, dots and hyphens, letter or digit at the ends). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** s3://bucket or s3://bucket/some/prefix; null for anything else. */
export function parseFilesUrl(url: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([^/?#]+)(?:\/([^?#]*))?$/.exec(url.trim());
  if (!match || !BUCKET.test(match[1]!)) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((part) => part === '.' || part === '..')) return null;
  return { bucket: match[1]!, prefix };
}
