/** The public entry of the feature: other features import from here only. */
export { productQueryOptions, useProductSearch, useRelatedProducts } from './api/products';
export { useColorMapping, useRetailSettings, useSizeName, useSizes } from './api/reference-data';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { QuickAddButton } from './components/quick-add-button';
export { type AddChosenVariant, QuickAddProvider, useAddChosenVariant } from './components/quick-add-context';
export { VariantPicker } from './components/variant-picker';
export type { Product } from './types';
export { productHref, productName } from './types';
