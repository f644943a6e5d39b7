import type { Config } from '../config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** A bucket when S3_BUCKET is set, DATA_DIR/uploads otherwise. */
export function storageFromConfig(config: Pick<Config, 's3' | 'uploadsDir'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.uploadsDir);
}
