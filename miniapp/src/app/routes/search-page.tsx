import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ru } from '../../shared/texts/ru';
import { button, input, visuallyHidden } from '../../shared/ui/primitives.css';
import { EmptyState } from '../../shared/ui/states';
import { Page } from '../layout/page';
import * as styles from './pages.css';

/** The query lives in the URL (?q=), so a search can be shared and the back button restores it. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(value ? { q: value } : {});
  };

  return (
    <Page title={ru.search.title} breadcrumbs={[]}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older webviews Telegram runs in */}
      <form role="search" className={styles.searchForm} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {ru.search.label}
        </label>
        <input
          id={inputId}
          key={query}
          name="q"
          type="search"
          className={input}
          defaultValue={query}
          placeholder={ru.search.placeholder}
          enterKeyHint="search"
        />
        <button type="submit" className={button()}>
          {ru.search.submit}
        </button>
      </form>
      <EmptyState title={query ? ru.search.resultsSoon(query) : ru.search.prompt} />
    </Page>
  );
}
