import * as path from 'node:path';
import type { TempFile } from '../../http/file-upload';

/** An upload received into a temp file (FileUpload into tempUploadDir). */
export type TempUpload = Pick<TempFile, 'originalname' | 'path' | 'size'>;

/**
 * Where the uploads being received are kept, under DATA_DIR (the same file system as the stored files), so that a
 * large upload is never held in memory. FileUpload removes the file when it refuses the upload (size limit,
 * aborted request); otherwise the route that takes the file removes it when it is done.
 */
export const tempUploadDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');
