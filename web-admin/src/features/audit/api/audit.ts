// The audit log's list call.
import type { ShopClient } from '@shop/api/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
  useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) =>
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
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** One recorded change, as the log lists it. */
export type AuditChange = NonNullable<ReturnType<typeof useAuditLog>['data']>['changes'][number];
