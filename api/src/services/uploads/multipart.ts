/**
 * Reads the files of a multipart upload as they stream in, counting each file's bytes: the first byte past the
 * limit ends the request with 413 and the rest of the body is never read. A declared Content-Length that is
 * already too large is refused before any of the body is read.
 */
import { Readable } from 'node:stream';
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
  bytes: Buffer;
}

export async function receiveFiles(request: Request, maxFiles: number): Promise<ReceivedFile[]> {
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
    let failed = false;
    const fail = (error: ApiError) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new ApiError('PAYLOAD_TOO_LARGE', uploadTexts.tooLarge)));
      stream.on('end', () => {
        if (!failed) files.push({ field, fileName: info.filename ?? '', bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => fail(new ApiError('BAD_REQUEST', uploadTexts.tooMany)));
    parser.on('error', () => fail(new ApiError('BAD_REQUEST', uploadTexts.notMultipart)));
    parser.on('close', () => {
      if (failed) return;
      if (files.length === 0) reject(new ApiError('BAD_REQUEST', uploadTexts.noFile));
      else resolve(files);
    });
    source.on('error', () => fail(new ApiError('BAD_REQUEST', uploadTexts.notMultipart)));
    source.pipe(parser);
  });
}
