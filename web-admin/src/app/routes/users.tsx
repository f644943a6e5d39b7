import { ROLES } from '@shop/core/rules';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { auditTexts } from '../../features/audit/audit-texts';
import { authStore } from '../../features/auth/store/auth-store';
import * as styles from '../../features/orders/components/orders.css';
import { type UserListQuery, useUserList } from '../../features/users/api/users';
import { UsersTable } from '../../features/users/components/users-table';
import { usersTexts as t } from '../../features/users/users-texts';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { ListPager } from '../../ui/list-pager';
import { QueryState } from '../../ui/query-state';

function queryFrom(params: URLSearchParams): UserListQuery {
  const blocked = params.get('blocked');
  return {
    search: params.get('search') ?? undefined,
    role: ROLES.find((role) => role === params.get('role')),
    blocked: blocked === 'true' ? true : blocked === 'false' ? false : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function paramsFrom(query: UserListQuery): Record<string, string> {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const list = useUserList(query);
  const { user } = useSnapshot(authStore);
  const update = (patch: Partial<UserListQuery>) => setParams(paramsFrom({ ...query, page: 1, ...patch }));
  const [search, setSearch] = useState(query.search ?? '');
  useEffect(() => {
    if (search === (query.search ?? '')) return;
    const timer = setTimeout(
      () => setParams(paramsFrom({ ...query, search: search.trim() || undefined, page: 1 })),
      300,
    );
    return () => clearTimeout(timer);
  }, [search, query, setParams]);
  const data = list.data;

  return (
    <AdminPage
      title={texts.sections.users.title}
      description={texts.sections.users.description}
      actions={
        <Link className={button.secondary} to="/audit">
          {auditTexts.open}
        </Link>
      }
    >
      <search className={styles.filters} aria-label={t.filtersLabel}>
        <label className={form.field}>
          <span className={form.label}>{t.search}</span>
          <input
            className={form.input}
            type="search"
            value={search}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className={form.field}>
          <span className={form.label}>{t.role}</span>
          <select
            className={form.input}
            value={query.role ?? ''}
            onChange={(event) => update({ role: ROLES.find((role) => role === event.target.value) })}
          >
            <option value="">{t.anyRole}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {texts.roles[role]}
              </option>
            ))}
          </select>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t.state}</span>
          <select
            className={form.input}
            value={query.blocked === undefined ? '' : String(query.blocked)}
            onChange={(event) =>
              update({ blocked: event.target.value === '' ? undefined : event.target.value === 'true' })
            }
          >
            <option value="">{t.anyState}</option>
            <option value="false">{t.activeOnly}</option>
            <option value="true">{t.blockedOnly}</option>
          </select>
        </label>
      </search>
      {!data && <QueryState isPending={list.isPending} error={list.error} retry={() => list.refetch()} />}
      {data && data.users.length === 0 && (
        <div className={styles.empty} role="status">
          <strong>{t.empty}</strong>
          <span>{t.emptyHint}</span>
        </div>
      )}
      {data && data.users.length > 0 && (
        <>
          <UsersTable users={data.users} currentUserId={user?.id} />
          <ListPager
            summary={t.pageOf(data.pagination.page, data.pagination.pages, data.pagination.total)}
            page={query.page}
            hasNext={data.pagination.hasNext}
            onPage={(page) => update({ page })}
          />
        </>
      )}
    </AdminPage>
  );
}
