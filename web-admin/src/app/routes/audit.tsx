import { type AuditQuery, useAuditLog } from '../../features/audit/api/audit';
import { auditTexts as t } from '../../features/audit/audit-texts';
import { AuditTable } from '../../features/audit/components/audit-table';
import * as styles from '../../features/orders/components/orders.css';
import { dayOf, pageFrom } from '../../lib/list-address';
import { AdminPage } from '../../ui/admin-page';
import { ChoiceFilter, DayFilter, FilterBar, FilterField } from '../../ui/filter-bar';
import * as form from '../../ui/form.css';
import { PagedList, useListAddress } from '../../ui/paged-list';

const ENTITIES = Object.keys(t.entities) as NonNullable<AuditQuery['entity']>[];

function queryFrom(params: URLSearchParams): AuditQuery {
  return {
    entity: ENTITIES.find((entity) => entity === params.get('entity')),
    entityId: params.get('entityId') ?? undefined,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: pageFrom(params).page,
  };
}

/** The audit log: newest first, filtered by kind of record, record, and days; the filters live in the address. */
export function AuditPage() {
  const { query, update, paging } = useListAddress(queryFrom);
  const log = useAuditLog(query);

  return (
    <AdminPage title={t.title} description={t.description}>
      <FilterBar className={styles.filters} label={t.filtersLabel}>
        <FilterField label={t.entityId}>
          <input
            className={form.input}
            type="search"
            defaultValue={query.entityId ?? ''}
            onKeyDown={(event) => {
              if (event.key === 'Enter') update({ entityId: event.currentTarget.value.trim() || undefined });
            }}
            onBlur={(event) => update({ entityId: event.currentTarget.value.trim() || undefined })}
          />
        </FilterField>
        <ChoiceFilter
          label={t.entity}
          anyLabel={t.anyEntity}
          options={ENTITIES.map((entity) => [entity, t.entities[entity] ?? entity] as const)}
          value={query.entity}
          onChange={(entity) => update({ entity })}
        />
        <DayFilter label={t.from} value={query.from} onChange={(from) => update({ from })} />
        <DayFilter label={t.to} value={query.to} onChange={(to) => update({ to })} />
      </FilterBar>
      <PagedList list={log} rowsOf={(data) => data.changes} texts={t} paging={paging}>
        {(changes) => <AuditTable changes={changes} />}
      </PagedList>
    </AdminPage>
  );
}
