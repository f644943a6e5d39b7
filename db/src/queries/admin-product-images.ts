/** A product's images as the back office saves them: the whole ordered list at once. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { productImages } from '../schema';

export interface ProductImageInput {
  url: string;
  isPrimary: boolean;
  /** Null: shown for every color. */
  colorCode: string | null;
}

/** Replaces the product's images with this list, in this order. */
export async function replaceProductImages(
  db: DbOrTx,
  productId: number,
  images: ProductImageInput[],
): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length === 0) return;
  await db.insert(productImages).values(
    images.map((image, index) => ({
      productId,
      url: image.url,
      isPrimary: image.isPrimary,
      colorCode: image.colorCode,
      type: 'main',
      sortOrder: index,
    })),
  );
}
