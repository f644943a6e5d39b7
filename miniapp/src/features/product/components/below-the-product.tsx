/** Below the product, loaded after the first screen: related products, then «Вы недавно смотрели». */
import { RecentlyViewed } from './recently-viewed';
import { RelatedProducts } from './related-products';

export function BelowTheProduct({ productId }: { productId: string }) {
  return (
    <>
      <RelatedProducts productId={productId} />
      <RecentlyViewed productId={productId} />
    </>
  );
}
