/**
 * The catalogue list: filters (price, colors, sizes, in stock) and sort in the URL, the grid, and "show more".
 * Used by /products (with ?filter=new|sale or ?category=) and by /products/category/{slug}.
 */
import { colorHex, colorName, filtersFromParams, pluralize, productSorts } from '@shop/core/rules';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import { button } from '../../../shared/ui/primitives.css';
import { EmptyState, RetryState } from '../../../shared/ui/states';
import { findCategory, type ProductType, useHomepageCategories } from '../../categories';
import { useProductList } from '../api/products';
import { useColorMapping, useSizeCodes, useSizeName } from '../api/reference-data';
import { activeFilterCount, toggleIn, withFilters } from '../lib/catalog-params';
import type { ProductFilters, ProductSort } from '../types';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import * as styles from './product-listing.css';

const fallbackSizes = ['XS', 'S', 'M', 'L', 'XL'];

/** What the app puts beside the filters button to set the size filter in one tap («В моих размерах»). */
export type SizeShortcut = (props: {
  selected: readonly string[];
  onChange: (codes: string[]) => void;
  className: string;
}) => ReactNode;

export function ProductListing({
  categorySlug,
  sizeShortcut,
}: {
  categorySlug?: string;
  sizeShortcut?: SizeShortcut;
}) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params, categorySlug);
  const productType = useCategoryProductType(categorySlug ?? params.get('category'));
  const { query, list, loadingMore } = useProductList(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const update = (changes: Parameters<typeof withFilters>[1]) =>
    setParams(withFilters(params, changes), { replace: true, preventScrollReset: true });
  const count = activeFilterCount(filters);

  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`${button({ tone: 'outline', size: 'sm' })} ${styles.filtersToggle}`}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {count > 0 ? ru.catalog.filtersCount(count) : ru.catalog.filters}
        </button>
        <div className={styles.summary}>
          {sizeShortcut?.({
            selected: filters.sizes,
            onChange: (codes) => update({ sizes: codes.length > 0 ? codes.join(',') : null }),
            className: styles.shortcut,
          })}
          <p className={styles.count} aria-live="polite">
            {list ? pluralize(list.total, 'item') : ''}
          </p>
        </div>
        <label htmlFor={sortId} className={styles.sortLabel}>
          {ru.catalog.sort}
        </label>
        <select
          id={sortId}
          className={styles.sort}
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value === 'newest' ? null : event.target.value })}
        >
          {productSorts.map((sort: ProductSort) => (
            <option key={sort} value={sort}>
              {ru.catalog.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.body}>
        <aside id={panelId} className={styles.panel({ open: filtersOpen })} aria-label={ru.catalog.filters}>
          <FilterPanel
            filters={filters}
            productType={productType}
            sizes={list?.products.flatMap((p) => p.sizes) ?? []}
            update={update}
            resetSearch={count > 0 ? onlyBase(params) : null}
          />
        </aside>
        <div className={styles.results}>
          {query.isPending ? (
            <ProductGridSkeleton label={ru.common.loading} />
          ) : query.isError ? (
            <RetryState
              title={ru.catalog.loadError}
              text={query.error.message}
              onRetry={() => query.refetch()}
            />
          ) : list && list.products.length === 0 ? (
            <EmptyState title={ru.catalog.empty} text={ru.catalog.emptyHint}>
              {count > 0 ? (
                <Link to={{ search: onlyBase(params) }} replace className={button({ tone: 'outline' })}>
                  {ru.catalog.reset}
                </Link>
              ) : null}
            </EmptyState>
          ) : list ? (
            <>
              <ProductGrid products={list.products} eagerCount={4} columns={3} />
              {list.hasNext ? (
                <div className={styles.more}>
                  <button
                    type="button"
                    className={button({ tone: 'outline' })}
                    disabled={loadingMore}
                    onClick={() => update({ page: String(filters.page + 1) })}
                  >
                    {loadingMore ? ru.common.loading : ru.common.showMore}
                  </button>
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The query without its filters: keeps ?filter= and ?category=. */
function onlyBase(params: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const key of ['filter', 'category', 'sort']) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  return next.toString();
}

/** Shoe sizes belong in the shoe categories only: the size filter follows the category's product type. */
function useCategoryProductType(slug: string | null): ProductType | undefined {
  const { categories } = useHomepageCategories();
  return slug ? (findCategory(categories, slug)?.productType ?? undefined) : undefined;
}

interface FilterPanelProps {
  filters: ProductFilters;
  productType: ProductType | undefined;
  sizes: string[];
  update: (changes: Parameters<typeof withFilters>[1]) => void;
  /** The address without the filters, while any is set. */
  resetSearch: string | null;
}

function FilterPanel({ filters, productType, sizes, update, resetSearch }: FilterPanelProps) {
  const mapping = useColorMapping();
  const sizeCodes = useSizeCodes(productType);
  const sizeName = useSizeName();
  const allSizes = [
    ...new Set([
      ...(sizeCodes.length > 0 ? sizeCodes : productType ? [] : fallbackSizes),
      ...sizes,
      ...filters.sizes,
    ]),
  ];
  const colorCodes = Object.keys(mapping.codeToHex);
  const stockId = useId();

  const onPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    update({ minPrice: String(data.get('minPrice') ?? ''), maxPrice: String(data.get('maxPrice') ?? '') });
  };

  return (
    <div className={styles.filters}>
      <form className={styles.filterGroup} onSubmit={onPrice} key={`${filters.minPrice}-${filters.maxPrice}`}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{ru.catalog.price}</legend>
          <div className={styles.priceRow}>
            <PriceBound
              name="minPrice"
              label={ru.catalog.priceFrom}
              placeholder="от"
              value={filters.minPrice}
            />
            <span aria-hidden="true">—</span>
            <PriceBound
              name="maxPrice"
              label={ru.catalog.priceTo}
              placeholder="до"
              value={filters.maxPrice}
            />
          </div>
          <button type="submit" className={button({ tone: 'outline', size: 'sm', block: true })}>
            {ru.catalog.apply}
          </button>
        </fieldset>
      </form>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{ru.catalog.colors}</legend>
        <div className={styles.options}>
          {colorCodes.map((code) => (
            <label key={code} className={styles.colorOption} title={colorName(code, mapping)}>
              <input
                type="checkbox"
                className={styles.hidden}
                checked={filters.colors.includes(code)}
                onChange={() => update({ colors: toggleIn(filters.colors, code) })}
              />
              <span className={styles.colorSwatch} style={{ backgroundColor: colorHex(code, mapping) }} />
              <span className={styles.hidden}>{colorName(code, mapping)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{ru.catalog.sizes}</legend>
        <div className={styles.options}>
          {allSizes.map((code) => (
            <label key={code} className={styles.sizeOption}>
              <input
                type="checkbox"
                className={styles.hidden}
                checked={filters.sizes.includes(code)}
                onChange={() => update({ sizes: toggleIn(filters.sizes, code) })}
              />
              <span>{sizeName(code)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.checkRow}>
        <input
          id={stockId}
          type="checkbox"
          checked={filters.inStock}
          onChange={(event) => update({ inStock: event.target.checked ? 'true' : null })}
        />
        <label htmlFor={stockId}>{ru.catalog.inStock}</label>
      </div>
      {resetSearch === null ? null : (
        <Link to={{ search: resetSearch }} replace className={button({ tone: 'outline', size: 'sm' })}>
          {ru.catalog.resetFilters}
        </Link>
      )}
    </div>
  );
}

/** One end of the price range, in roubles; the form reads it by its name. */
function PriceBound({
  name,
  label,
  placeholder,
  value,
}: {
  name: string;
  label: string;
  placeholder: string;
  value: number | undefined;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.hidden}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        placeholder={placeholder}
        className={styles.priceInput}
        defaultValue={value ?? ''}
      />
    </>
  );
}
