/**
 * Reads the files of a multipart upload as they stream in, straight into temporary files: a body is never held
 * in memory, however many files it carries. Each file's bytes are counted: the first byte past the limit ends the
 * request with 413 and the rest of the body is never read. A declared Content-Length that is already too large is
 * refused before any of the body is read.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { MAX_UPLOAD_BYTES } from '@shop/core';
import busboy from 'busboy';
import { ApiError } from '../../lib/errors';
import { uploadTexts } from './upload-texts';

/** Room for the multipart boundaries, headers and a few small fields around the files. */
const ENVELOPE_BYTES = 64 * 1024;

export interface ReceivedFile {
  field: string;
  fileName: string;
  /** A temporary file, removed once `use` has finished. */
  path: string;
  size: number;
}

/** Receives the request's files into a temporary folder, hands them to `use`, and removes them afterwards. */
export async function withReceivedFiles<T>(
  request: Request,
  maxFiles: number,
  use: (files: ReceivedFile[]) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'shop-upload-'));
  try {
    return await use(await receiveFiles(request, maxFiles, folder));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function receiveFiles(request: Request, maxFiles: number, folder: string): Promise<ReceivedFile[]> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', uploadTexts.notMultipart);
  }
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxFiles * MAX_UPLOAD_BYTES + ENVELOPE_BYTES) {
    await request.body?.cancel().catch(() => undefined);
    throw new ApiError('PAYLOAD_TOO_LARGE', uploadTexts.tooLarge);
  }
  if (!request.body) throw new ApiError('BAD_REQUEST', uploadTexts.noFile);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        files: maxFiles,
        fileSize: MAX_UPLOAD_BYTES,
        fields: 20,
        fieldSize: 1024,
        parts: maxFiles + 20,
      },
    });
  } catch {
    throw new ApiError('BAD_REQUEST', uploadTexts.notMultipart);
  }
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);

  return new Promise<ReceivedFile[]>((resolve, reject) => {
    const files: ReceivedFile[] = [];
    const written: Promise<unknown>[] = [];
    let failed = false;
    const fail = (error: ApiError) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      const file = {
        field,
        fileName: info.filename ?? '',
        path: join(folder, String(files.length)),
        size: 0,
      };
      files.push(file);
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on('limit', () => fail(new ApiError('PAYLOAD_TOO_LARGE', uploadTexts.tooLarge)));
      // A form cut off inside a file ends that file's stream with an error: refused, never thrown out of here.
      written.push(
        pipeline(stream, createWriteStream(file.path)).catch(() =>
          fail(new ApiError('BAD_REQUEST', uploadTexts.notMultipart)),
        ),
      );
    });
    parser.on('filesLimit', () => fail(new ApiError('BAD_REQUEST', uploadTexts.tooMany)));
    parser.on('error', () => fail(new ApiError('BAD_REQUEST', uploadTexts.notMultipart)));
    parser.on('close', () => {
      void Promise.all(written).then(() => {
        if (failed) return;
        if (files.length === 0) reject(new ApiError('BAD_REQUEST', uploadTexts.noFile));
        else resolve(files);
      });
    });
    source.on('error', () => fail(new ApiError('BAD_REQUEST', uploadTexts.notMultipart)));
    source.pipe(parser);
  });
}
