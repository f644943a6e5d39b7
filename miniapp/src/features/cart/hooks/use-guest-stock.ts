/**
 * What is left of each variant in a guest's cart: the guest's lines live in the browser and keep no stock, so the
 * cart page reads the products from the catalogue (`POST /api/products/by-ids`) to stop «+» at the stock and to say
 * when a line asks for more than is left, as the server's quote does for a signed-in buyer's cart. Unknown (still
 * loading, or the read failed) answers undefined: the order's own check still refuses what is not there.
 */
import { useQuery } from '@tanstack/react-query';
import { productsByIds } from '../../product-lists';

interface VariantRef {
  productId: number;
  color: string;
  size: string;
}

export function useGuestStock(lines: readonly VariantRef[]): (line: VariantRef) => number | undefined {
  const ids = [...new Set(lines.map((line) => String(line.productId)))].sort();
  const products = useQuery({
    queryKey: ['cart', 'guest-stock', ids],
    queryFn: () => productsByIds(ids),
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
  return (line) => {
    const product = products.data?.get(String(line.productId));
    if (!product) return undefined;
    const variant = product.variants.find(
      (candidate) => candidate.colorCode === line.color && candidate.sizeCode === line.size,
    );
    return variant?.quantity ?? 0;
  };
}
