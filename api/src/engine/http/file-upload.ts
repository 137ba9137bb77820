import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  HttpStatus,
  Inject,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiError } from './api-error';

/** A file received whole into memory. */
export interface InMemoryFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** A file received into a temp file; the route that takes it removes it when it is done. */
export interface TempFile {
  originalname: string;
  mimetype: string;
  size: number;
  path: string;
}

export interface FileUploadOptions {
  /** The form field of the file; a file in any other field is refused. */
  field: string;
  /** Reading stops past this many bytes, and the answer is `tooLarge`'s error. */
  maxBytes: number;
  /** The answer to a file past maxBytes, in the words of the form it comes from. */
  tooLarge: () => Error;
  /** 'memory', or the directory a file is streamed into (a file that may be too large to hold in memory). */
  into: 'memory' | ((config: AppConfig) => string);
}

type UploadRequest = FastifyRequest & { receivedFile?: InMemoryFile | TempFile };

/**
 * Reads a multipart form after the guards (a caller refused by them, or past a quota, costs no upload): its text
 * fields become the body, its one file is what `@ReceivedFile()` gives the handler (undefined without one). A
 * request that is not multipart passes untouched.
 */
export function FileUpload(options: FileUploadOptions): Type<NestInterceptor> {
  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

    async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = ctx.switchToHttp().getRequest<UploadRequest>();
      if (!req.isMultipart()) return next.handle();
      const dir = options.into === 'memory' ? null : options.into(this.config);
      const fields: Record<string, string | string[]> = {};
      let received: InMemoryFile | TempFile | undefined;
      try {
        for await (const part of req.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
          if (part.type === 'field') {
            const value = String(part.value);
            const before = fields[part.fieldname];
            fields[part.fieldname] = before === undefined ? value : [before, value].flat();
            continue;
          }
          if (part.fieldname !== options.field) {
            part.file.resume();
            throw ApiError.detail(HttpStatus.BAD_REQUEST, 'Unexpected field');
          }
          received = dir ? await intoFile(part, dir, options) : await intoMemory(part, options);
        }
      } catch (err) {
        if (received && 'path' in received) await rm(received.path, { force: true });
        throw refusal(err, options);
      }
      req.body = fields;
      req.receivedFile = received;
      return next.handle();
    }
  }
  return mixin(FileUploadInterceptor);
}

/** The file FileUpload received, or undefined when the form had none. */
export const ReceivedFile = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<UploadRequest>().receivedFile,
);

async function intoMemory(part: MultipartFile, options: FileUploadOptions): Promise<InMemoryFile> {
  const buffer = await part.toBuffer();
  if (part.file.truncated) throw options.tooLarge();
  return { originalname: part.filename, mimetype: part.mimetype, size: buffer.length, buffer };
}

async function intoFile(part: MultipartFile, dir: string, options: FileUploadOptions): Promise<TempFile> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomBytes(16).toString('hex'));
  const out = createWriteStream(file);
  try {
    await pipeline(part.file, out);
    if (part.file.truncated) throw options.tooLarge();
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  return { originalname: part.filename, mimetype: part.mimetype, size: out.bytesWritten, path: file };
}

/**
 * multer's answers to the same form errors, so clients see what they saw before. What is left is the form's
 * own fault (a malformed or cut-off body: 400 in busboy's words), except a failing disk (a system call's error).
 */
function refusal(err: unknown, options: FileUploadOptions): unknown {
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return options.tooLarge();
  if (code === 'FST_FILES_LIMIT') return ApiError.detail(HttpStatus.BAD_REQUEST, 'Too many files');
  if (code === 'FST_PARTS_LIMIT') return ApiError.detail(HttpStatus.BAD_REQUEST, 'Too many parts');
  if (err instanceof ApiError || !(err instanceof Error) || 'syscall' in err) return err;
  return ApiError.detail(HttpStatus.BAD_REQUEST, err.message);
}
