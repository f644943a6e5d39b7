/** The spec's default product picture (public/placeholder-product.jpg, rendered from placeholder-product.svg). */
export const PRODUCT_PLACEHOLDER = '/placeholder-product.jpg';
