// The audit log's list call.
import type { ShopClient } from '@shop/api/client';
import { usePagedListQuery } from '../../../lib/paged-list-query';
import { client, unwrap } from '../../../lib/shop-client';

type Entity = NonNullable<Parameters<ShopClient['api']['admin']['audit']['$get']>[0]['query']['entity']>;

export interface AuditQuery {
  entity?: Entity;
  entityId?: string;
  from?: string;
  to?: string;
  page: number;
}

export const useAuditLog = (query: AuditQuery) =>
  usePagedListQuery(['admin', 'audit', query], (options) =>
    unwrap(
      client.api.admin.audit.$get(
        {
          query: {
            entity: query.entity,
            entityId: query.entityId || undefined,
            from: query.from,
            to: query.to,
            page: String(query.page),
            limit: '50',
          },
        },
        options,
      ),
    ),
  );

/** One recorded change, as the log lists it. */
export type AuditChange = NonNullable<ReturnType<typeof useAuditLog>['data']>['changes'][number];
