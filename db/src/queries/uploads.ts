/** Uploaded files: one row per upload, with the URLs of its re-encoded variants. */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { productImages, uploads } from '../schema';

export type UploadRecord = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: DbOrTx, upload: NewUpload): Promise<UploadRecord> {
  const [row] = await db.insert(uploads).values(upload).returning();
  return row!;
}

export async function uploadById(db: DbOrTx, id: string): Promise<UploadRecord | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

export async function deleteUploadRow(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(uploads).where(eq(uploads.id, id)).returning({ id: uploads.id });
  return rows.length > 0;
}

/** How many product images show one of these URLs. */
export async function productImagesUsing(db: DbOrTx, urls: string[]): Promise<number> {
  if (urls.length === 0) return 0;
  return db.$count(productImages, inArray(productImages.url, urls));
}
