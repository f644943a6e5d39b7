// The admin users calls: the searched page, role changes, blocking, the linked Telegram id.
import type { ApiData, ShopClient } from '@shop/api/client';
import type { Role } from '@shop/core/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePagedListQuery } from '../../../lib/paged-list-query';
import { client, unwrap } from '../../../lib/shop-client';

type Users = ShopClient['api']['admin']['users'];
export type AdminUser = ApiData<Users['$get']>['users'][number];

export interface UserListQuery {
  search?: string;
  role?: Role;
  blocked?: boolean;
  page: number;
}

const usersKey = ['admin', 'users'] as const;

export const useUserList = (query: UserListQuery) =>
  usePagedListQuery([...usersKey, query], (options) =>
    unwrap(
      client.api.admin.users.$get(
        {
          query: {
            search: query.search || undefined,
            role: query.role,
            blocked: query.blocked === undefined ? undefined : query.blocked ? 'true' : 'false',
            page: String(query.page),
            limit: '20',
          },
        },
        options,
      ),
    ),
  );

export type UserAction =
  | { kind: 'role'; role: Role }
  | { kind: 'block' }
  | { kind: 'unblock' }
  | { kind: 'telegram'; telegramId: number | null };

/** Every change refetches the list. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => {
      const user = client.api.admin.users[':id'];
      const param = { id };
      if (action.kind === 'role') return unwrap(user.role.$post({ param, json: { role: action.role } }));
      if (action.kind === 'block') return unwrap(user.block.$post({ param }));
      if (action.kind === 'telegram') {
        return unwrap(user.telegram.$post({ param, json: { telegramId: action.telegramId } }));
      }
      return unwrap(user.unblock.$post({ param }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
