import type { Readable } from 'node:stream';
import { contentTypeOf, type FileStorage, SAFE_KEY, UPLOADS_URL_PREFIX } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, a cloud's object storage); unset means AWS itself. */
  endpoint?: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Keys are read from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY by the SDK when not given. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Files in a bucket, so that several api instances share them. They are still served through the api
 * (`/uploads/…`, with its cache and nosniff headers), so the bucket can stay private.
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  // The SDK (about 12 MiB resident) is loaded only by a shop that keeps its files in a bucket.
  const sdk = import('@aws-sdk/client-s3').then((s3) => ({
    s3,
    client: new s3.S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 requires them: S3-compatible servers do not all know the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  }));
  const Bucket = options.bucket;
  return {
    async put(key, body, contentType) {
      if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
      const { s3, client } = await sdk;
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      const { s3, client } = await sdk;
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? contentTypeOf(key),
        };
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { s3, client } = await sdk;
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
  };
}
