/**
 * Search as you type: the query goes to the URL (?q=) after a short pause, results follow; when nothing
 * matches, the server's suggestions are offered. Word forms and typos are handled by the server.
 */
import { pluralize } from '@shop/core/rules';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { ru } from '../../../shared/texts/ru';
import { button, input, visuallyHidden } from '../../../shared/ui/primitives.css';
import { EmptyState, RetryState } from '../../../shared/ui/states';
import { ProductGrid, ProductGridSkeleton, useProductSearch } from '../../catalog';
import * as styles from './product-search.css';

const SEARCH_DEBOUNCE_MS = 300;

export function ProductSearch() {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(urlQuery);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const inputId = useId();
  const search = useProductSearch(urlQuery);

  // Typing updates the URL without a history entry per letter.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text drives the URL, not the URL itself
  useEffect(() => {
    if (debounced !== urlQuery) setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced]);

  // Back/forward or a suggestion link changes the URL: the field follows.
  useEffect(() => {
    setText((current) => (current.trim() === urlQuery ? current : urlQuery));
  }, [urlQuery]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    setParams(value ? { q: value } : {});
  };

  const data = search.data;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older webviews Telegram runs in */}
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {ru.search.label}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          className={`${input} ${styles.field}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={ru.search.placeholder}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button type="submit" className={`${button()} ${styles.submit}`}>
          {ru.search.submit}
        </button>
      </form>
      <div aria-live="polite" className={styles.status}>
        {urlQuery && data && !search.isPlaceholderData
          ? data.products.length > 0
            ? ru.search.results(urlQuery, pluralize(data.pagination.total, 'item'))
            : ''
          : ''}
      </div>
      {!urlQuery ? (
        <EmptyState title={ru.search.prompt} />
      ) : search.isPending ? (
        <ProductGridSkeleton count={4} label={ru.search.searching} />
      ) : search.isError ? (
        <RetryState title={ru.search.error} text={search.error.message} onRetry={() => search.refetch()} />
      ) : data && data.products.length === 0 ? (
        <EmptyState title={ru.search.nothing(urlQuery)}>
          {data.suggestions.length > 0 ? (
            <div className={styles.suggestions}>
              <p>{ru.search.suggestions}</p>
              <ul className={styles.suggestionList}>
                {data.suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <Link to={`/search?q=${encodeURIComponent(suggestion)}`} className={styles.suggestion}>
                      {suggestion}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <Link to="/products" className={button({ tone: 'outline' })}>
              {ru.common.toCatalog}
            </Link>
          )}
        </EmptyState>
      ) : data ? (
        <ProductGrid products={data.products} eagerCount={2} />
      ) : null}
    </>
  );
}
