import * as path from 'node:path';
import multer from 'multer';

/** A file multer received into a temp file. */
export type TempUpload = Pick<Express.Multer.File, 'originalname' | 'path' | 'size'>;

/** Where the uploads being received are kept, under DATA_DIR (the same file system as the stored files). */
export const tempUploadDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

/**
 * Multer's disk storage into tempUploadDir, so that a large upload is never held in memory. Multer removes the
 * file when it refuses the upload (size limit, aborted request); otherwise the route that takes the file removes
 * it when it is done.
 */
export const tempUploadStorage = (dataDir: string) =>
  multer.diskStorage({ destination: tempUploadDir(dataDir) });
