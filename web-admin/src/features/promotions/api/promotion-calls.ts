// Automatic promotions of the back office: the list with each one's status, and every write followed by a refetch.
import type { ApiData, ShopClient } from '@shop/api/client';
import type { PromotionInput } from '@shop/core';
import { useEditedList, useListWrite } from '../../../lib/list-queries';
import { client, unwrap } from '../../../lib/shop-client';

export type AdminPromotion = ApiData<ShopClient['api']['admin']['promotions']['$get']>[number];
type PromotionAction = 'pause' | 'resume' | 'end';

const promotionKeys = { all: ['admin', 'promotions'] as const };

export const usePromotions = () =>
  useEditedList(promotionKeys.all, () => unwrap(client.api.admin.promotions.$get()));

export const useSavePromotion = () =>
  useListWrite(promotionKeys.all, ({ id, input }: { id?: number; input: PromotionInput }) =>
    id === undefined
      ? unwrap(client.api.admin.promotions.$post({ json: input }))
      : unwrap(client.api.admin.promotions[':id'].$put({ param: { id: String(id) }, json: input })),
  );

export const usePromotionAction = () =>
  useListWrite(promotionKeys.all, ({ id, action }: { id: string; action: PromotionAction }) =>
    unwrap(client.api.admin.promotions[':id'][action].$post({ param: { id } })),
  );
