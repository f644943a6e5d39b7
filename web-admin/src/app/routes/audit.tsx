import { useSearchParams } from 'react-router-dom';
import { type AuditQuery, useAuditLog } from '../../features/audit/api/audit';
import { auditTexts as t } from '../../features/audit/audit-texts';
import { ChangeValues } from '../../features/audit/components/change-values';
import * as styles from '../../features/orders/components/orders.css';
import { dateTimeFormat } from '../../features/orders/components/orders-table';
import { dayOf, paramsFrom } from '../../lib/list-address';
import { AdminPage } from '../../ui/admin-page';
import { ChoiceFilter, DayFilter, FilterBar, FilterField } from '../../ui/filter-bar';
import * as form from '../../ui/form.css';
import { ListPager } from '../../ui/list-pager';
import { QueryState } from '../../ui/query-state';
import * as table from '../../ui/table.css';
import { TableHead } from '../../ui/table-head';

const ENTITIES = Object.keys(t.entities) as NonNullable<AuditQuery['entity']>[];

function queryFrom(params: URLSearchParams): AuditQuery {
  return {
    entity: ENTITIES.find((entity) => entity === params.get('entity')),
    entityId: params.get('entityId') ?? undefined,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The audit log: newest first, filtered by kind of record, record, and days; the filters live in the address. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const log = useAuditLog(query);
  const update = (patch: Partial<AuditQuery>) => setParams(paramsFrom({ ...query, page: 1, ...patch }));
  const data = log.data;

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
      {!data && <QueryState isPending={log.isPending} error={log.error} retry={() => log.refetch()} />}
      {data && data.changes.length === 0 && (
        <div className={styles.empty} role="status">
          <strong>{t.empty}</strong>
        </div>
      )}
      {data && data.changes.length > 0 && (
        <>
          <div className={table.wrapper}>
            <table className={table.table} aria-label={t.tableLabel}>
              <TableHead labels={Object.values(t.columns)} />
              <tbody>
                {data.changes.map((change) => (
                  <tr key={change.id}>
                    <td>{dateTimeFormat.format(new Date(change.createdAt))}</td>
                    <td>{change.actor.name}</td>
                    <td>
                      {t.entities[change.entity] ?? change.entity} {change.entity === 'order' ? '№' : '#'}
                      {change.entityId}
                    </td>
                    <td>{t.actions[change.action] ?? change.action}</td>
                    <td>
                      <ChangeValues value={change.before} other={change.after} />
                    </td>
                    <td>
                      <ChangeValues value={change.after} other={change.before} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager
            summary={t.pageOf(data.pagination.page, data.pagination.pages, data.pagination.total)}
            page={query.page}
            hasNext={data.pagination.hasNext}
            onPage={(page) => setParams(paramsFrom({ ...query, page }))}
          />
        </>
      )}
    </AdminPage>
  );
}
