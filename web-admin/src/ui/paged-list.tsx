// A page of a server-paged admin list (products, wholesale products, orders, users, the audit log): loading and a
// failed load with a retry, what it says when nothing matches, the rows, and the pager under them.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES, paramsFrom } from '../lib/list-address';
import { ListPager, type PageSize } from './list-pager';
import { QueryState } from './query-state';
import { EmptyList } from './status-message';

interface Pagination {
  page: number;
  pages: number;
  total: number;
  hasNext: boolean;
}

/** Which page is shown, how to show another, and the page size where the list offers a choice. */
export interface Paging {
  page: number;
  onPage: (page: number) => void;
  pageSize?: PageSize;
}

/**
 * A list's query read from the address, `update` to change part of it (back to page 1 unless the page is what
 * changes), and the paging of the list shown.
 */
export function useListAddress<Q extends { page: number; limit?: number }>(
  queryFrom: (params: URLSearchParams) => Q,
) {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const update = (patch: Partial<Q>) => setParams(paramsFrom({ ...query, page: 1, ...patch }));
  const paging: Paging = {
    page: query.page,
    onPage: (page) => update({ page } as Partial<Q>),
    ...(query.limit === undefined
      ? {}
      : {
          pageSize: {
            value: query.limit,
            options: PAGE_SIZES,
            onChange: (limit: number) => update({ limit } as Partial<Q>),
          },
        }),
  };
  return { query, update, setParams, paging };
}

export function PagedList<D extends { pagination: Pagination }, R>({
  list,
  rowsOf,
  texts: t,
  paging: { page, onPage, pageSize },
  showRefetchError,
  pagerWhenPaged,
  children,
}: {
  list: Pick<UseQueryResult<D>, 'data' | 'isPending' | 'error' | 'refetch'>;
  rowsOf: (data: D) => readonly R[];
  /** What the list says when nothing matches, and where it stands: «Страница 2 из 5 · заказов: 93». */
  texts: {
    empty: string;
    emptyHint?: string;
    pageOf: (page: number, pages: number, total: number) => string;
  };
  paging: Paging;
  /** A failed reload is shown above the page still on screen. */
  showRefetchError?: boolean;
  /** The pager shows only once the list runs over one page. */
  pagerWhenPaged?: boolean;
  /** The rows of the page (a table, and whatever acts on it). */
  children: (rows: readonly R[]) => ReactNode;
}) {
  const { data } = list;
  const retry = () => list.refetch();
  if (!data) return <QueryState isPending={list.isPending} error={list.error} retry={retry} />;
  const rows = rowsOf(data);
  const { pagination } = data;
  return (
    <>
      {rows.length === 0 ? (
        <EmptyList title={t.empty} {...(t.emptyHint ? { hint: t.emptyHint } : {})} />
      ) : (
        <>
          {children(rows)}
          {(!pagerWhenPaged || pagination.pages > 1 || page > 1) && (
            <ListPager
              summary={t.pageOf(pagination.page, pagination.pages, pagination.total)}
              page={page}
              hasNext={pagination.hasNext}
              onPage={onPage}
              {...(pageSize ? { pageSize } : {})}
            />
          )}
        </>
      )}
      {showRefetchError && list.error && <QueryState isPending={false} error={list.error} retry={retry} />}
    </>
  );
}
