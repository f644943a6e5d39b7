import { texts } from '../lib/texts';
import { button } from './button.css';
import * as form from './form.css';
import * as styles from './list-pager.css';

export interface PageSize {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
}

/** The pager under an admin list: where the list stands, the page size when offered, and back and forward. */
export function ListPager({
  summary,
  page,
  hasNext,
  onPage,
  pageSize,
}: {
  /** «Страница 2 из 5 · заказов: 93», worded by the list. */
  summary: string;
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  pageSize?: PageSize;
}) {
  const t = texts.pager;
  return (
    <nav className={styles.pager} aria-label={summary}>
      <span role="status">{summary}</span>
      <div className={styles.pagerButtons}>
        {pageSize && (
          <label className={form.checkbox}>
            {t.perPage}
            <select
              className={form.input}
              value={pageSize.value}
              onChange={(event) => pageSize.onChange(Number(event.target.value))}
            >
              {pageSize.options.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        <button
          type="button"
          className={button.secondary}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t.previous}
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={!hasNext}
          onClick={() => onPage(page + 1)}
        >
          {t.next}
        </button>
      </div>
    </nav>
  );
}
