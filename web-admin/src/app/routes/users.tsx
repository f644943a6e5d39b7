import { ROLES } from '@shop/core/rules';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { auditTexts } from '../../features/audit/audit-texts';
import { authStore } from '../../features/auth/store/auth-store';
import * as styles from '../../features/orders/components/orders.css';
import { type UserListQuery, useUserList } from '../../features/users/api/users';
import { UsersTable } from '../../features/users/components/users-table';
import { usersTexts as t } from '../../features/users/users-texts';
import { pageFrom } from '../../lib/list-address';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';
import { BooleanFilter, ChoiceFilter, FilterBar, SearchFilter } from '../../ui/filter-bar';
import { PagedList, useListAddress } from '../../ui/paged-list';

function queryFrom(params: URLSearchParams): UserListQuery {
  const blocked = params.get('blocked');
  return {
    search: params.get('search') ?? undefined,
    role: ROLES.find((role) => role === params.get('role')),
    blocked: blocked === 'true' ? true : blocked === 'false' ? false : undefined,
    page: pageFrom(params).page,
  };
}

export function UsersPage() {
  const { query, update, paging } = useListAddress(queryFrom);
  const list = useUserList(query);
  const { user } = useSnapshot(authStore);

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
      <FilterBar className={styles.filters} label={t.filtersLabel}>
        <SearchFilter
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={query.search}
          onSearch={(search) => update({ search })}
        />
        <ChoiceFilter
          label={t.role}
          anyLabel={t.anyRole}
          options={ROLES.map((role) => [role, texts.roles[role]] as const)}
          value={query.role}
          onChange={(role) => update({ role })}
        />
        <BooleanFilter
          label={t.state}
          anyLabel={t.anyState}
          options={{ false: t.activeOnly, true: t.blockedOnly }}
          value={query.blocked}
          onChange={(blocked) => update({ blocked })}
        />
      </FilterBar>
      <PagedList list={list} rowsOf={(data) => data.users} texts={t} paging={paging}>
        {(users) => <UsersTable users={users} currentUserId={user?.id} />}
      </PagedList>
    </AdminPage>
  );
}
