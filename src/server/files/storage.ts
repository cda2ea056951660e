import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the bytes of uploaded files live, addressed by their SHA-256 (hex). The database holds only the
 * metadata (stored_files). A local folder (one server, or a folder every replica mounts) or an S3-compatible
 * bucket (s3-storage.ts): FILES_URL chooses (file-storage-for.ts).
 */
export interface FileStorage {
  /** Stores the bytes under their hash; storing the same bytes again is a no-op. */
  put(sha256: string, bytes: Uint8Array): Promise<void>;
  get(sha256: string): Promise<Uint8Array<ArrayBuffer> | null>;
  has(sha256: string): Promise<boolean>;
  remove(sha256: string): Promise<void>;
}

const HASH = /^[0-9a-f]{64}$/;

/** 'ab/cd/abcd…' for a SHA-256: two levels of folders keep each folder small. The same in a folder and a bucket. */
export function objectKey(sha256: string): string {
  if (!HASH.test(sha256)) throw new Error('not a SHA-256 hex digest');
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}

/** root/ab/cd/abcd… */
export function localFileStorage(root: string): FileStorage {
  const where = (sha256: string) => path.join(root, ...objectKey(sha256).split('/'));
  return {
    async put(sha256, bytes) {
      const file = where(sha256);
      if (await this.has(sha256)) return;
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file, and two writers of the same bytes agree.
      const temp = `${file}.${randomUUID()}.part`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(sha256) {
      try {
        return new Uint8Array(await readFile(where(sha256)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async has(sha256) {
      try {
        return (await stat(where(sha256))).isFile();
      } catch {
        return false;
      }
    },
    async remove(sha256) {
      await rm(where(sha256), { force: true });
    },
  };
}
