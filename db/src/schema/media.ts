import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTzNow, uuidId } from './columns';
import { users } from './customers';

export interface UploadVariant {
  width: number;
  height: number;
  url: string;
  format: string;
}

/** Files kept under DATA_DIR/uploads (or a bucket) and served from /uploads. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuidId(),
    storageKey: text().notNull(),
    url: text().notNull(),
    originalName: text(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    width: integer(),
    height: integer(),
    variants: jsonb().$type<UploadVariant[]>().notNull().default([]),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampTzNow(),
  },
  (t) => [index('uploads_created_at_idx').on(t.createdAt)],
);
