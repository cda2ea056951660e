import type { FilesConfig } from './files-config';
import { s3FileStorage } from './s3-storage';
import { localFileStorage, type FileStorage } from './storage';

/** The storage FILES_URL names: the folder (DATA_DIR/files by default) or an S3-compatible bucket. */
export function fileStorageFor(files: FilesConfig): FileStorage {
  return files.kind === 's3' ? s3FileStorage(files) : localFileStorage(files.dir);
}
