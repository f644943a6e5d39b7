// The admin products calls: the list page, one product, and the writes (prices in kopecks both ways).
import type { ApiData, ShopClient } from '@shop/api/client';
import type { ProductInput } from '@shop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedListQuery } from '../../../lib/paged-list-query';
import { client, unwrap } from '../../../lib/shop-client';
import { catalogKeys } from './catalog-keys';

type Products = ShopClient['api']['admin']['products'];
type AdminProductList = ApiData<Products['$get']>;
export type AdminProductRow = AdminProductList['products'][number];
export type AdminProduct = ApiData<Products[':id']['$get']>;

export interface ProductListQuery {
  search?: string;
  categoryId?: number;
  isActive?: boolean;
  isSale?: boolean;
  isNew?: boolean;
  stock?: 'in' | 'low' | 'out';
  sort: 'name' | 'price' | 'stock' | 'createdAt';
  direction: 'asc' | 'desc';
  page: number;
  limit: number;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : String(value));

export const useProductList = (query: ProductListQuery) =>
  usePagedListQuery(catalogKeys.productList(query), (options) =>
    unwrap(
      client.api.admin.products.$get(
        {
          query: {
            search: query.search || undefined,
            categoryId: query.categoryId === undefined ? undefined : String(query.categoryId),
            isActive: flag(query.isActive) as 'true' | 'false' | undefined,
            isSale: flag(query.isSale) as 'true' | 'false' | undefined,
            isNew: flag(query.isNew) as 'true' | 'false' | undefined,
            stock: query.stock,
            sort: query.sort,
            direction: query.direction,
            page: String(query.page),
            limit: String(query.limit),
          },
        },
        options,
      ),
    ),
  );

export const useProduct = (id: number | undefined) =>
  useQuery({
    queryKey: catalogKeys.product(id ?? 0),
    queryFn: () => unwrap(client.api.admin.products[':id'].$get({ param: { id: String(id) } })),
    enabled: id !== undefined,
    staleTime: 0,
  });

/** Every product write refetches the list and the product. */
function useProductWrite<T, R>(write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
  });
}

const idParam = (id: number) => ({ param: { id: String(id) } });

export const useCreateProduct = () =>
  useProductWrite((input: ProductInput) => unwrap(client.api.admin.products.$post({ json: input })));

export const useUpdateProduct = () =>
  useProductWrite(({ id, input }: { id: number; input: ProductInput }) =>
    unwrap(client.api.admin.products[':id'].$put({ ...idParam(id), json: input })),
  );

export const useProductAction = () =>
  useProductWrite(
    ({ id, action }: { id: number; action: 'activate' | 'deactivate' | 'duplicate' | 'delete' }) => {
      const products = client.api.admin.products[':id'];
      switch (action) {
        case 'activate':
          return unwrap(products.activate.$post(idParam(id)));
        case 'deactivate':
          return unwrap(products.deactivate.$post(idParam(id)));
        case 'duplicate':
          return unwrap(products.duplicate.$post(idParam(id)));
        default:
          return unwrap(products.$delete(idParam(id)));
      }
    },
  );
