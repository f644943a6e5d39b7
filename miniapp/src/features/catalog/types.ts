/** Catalogue shapes as the API sends them (prices in roubles). */
import type { LocalizedName } from '../categories/types';

export interface ProductImage {
  url: string;
  isPrimary: boolean;
  type: 'main' | 'gallery' | 'detail';
  colorCode: string | null;
  order: number;
  width: number | null;
  height: number | null;
  alt: string | null;
}

export interface ProductVariant {
  colorCode: string;
  sizeCode: string;
  quantity: number;
  sku: string;
}

export interface Product {
  _id: string;
  id: number;
  name: LocalizedName;
  displayName: string;
  baseSKU: string;
  price: number;
  originalPrice: number | null;
  discountPercentage: number | null;
  isSale: boolean;
  isNew: boolean;
  isActive: boolean;
  isFeatured: boolean;
  stockStatus: 'in_stock' | 'out_of_stock';
  totalStock: number;
  category: { id: number; slug: string; displayName: string } | null;
  images: ProductImage[];
  colors: string[];
  sizes: string[];
  variants: ProductVariant[];
  retail: {
    enabled: boolean;
    allowPurchase: boolean;
    hidePrice: boolean;
    showWholesalePrice: boolean;
    minQuantity: number | null;
    maxQuantity: number | null;
  };
  wholesale: {
    available: boolean;
    enabled: boolean;
    minQuantity: number;
    wholesalePrice: number | null;
    discountPercentage: number | null;
    savings: number | null;
  };
  createdAt: string;
  description?: LocalizedName;
  attributes?: { composition?: string; country?: string; care?: string; fit?: string };
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
  hasNext: boolean;
}

export interface ProductList {
  products: Product[];
  pagination: Pagination;
}

export interface SearchResult extends ProductList {
  query: string;
  suggestions: string[];
}

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'popular';

export interface ProductFilters {
  category?: string;
  filter?: 'new' | 'sale';
  minPrice?: number;
  maxPrice?: number;
  colors: string[];
  sizes: string[];
  inStock: boolean;
  sort: ProductSort;
  page: number;
}

export const productName = (product: Pick<Product, 'name' | 'displayName'>): string =>
  product.name?.ru || product.displayName || product.name?.en || '';

export const productHref = (id: number | string): string => `/product/${encodeURIComponent(String(id))}`;
