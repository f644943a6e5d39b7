// The CSV calls: the exports downloaded as files, the stock import's preview and apply.
import type { ApiData } from '@shop/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../lib/shop-client';
import { catalogKeys } from '../../catalog/api/catalog-keys';
import type { OrderListQuery } from '../../orders/api/orders';

type Csv = typeof client.api.admin.csv;
export type StockImportResult = ApiData<Csv['stock']['preview']['$post']>;
export type OrdersCsvFilter = Pick<OrderListQuery, 'status' | 'from' | 'to' | 'customer'>;

// The exports stream a whole table: far longer than the usual 15 s may pass before the last byte.
const EXPORT_TIMEOUT_MS = 300_000;

const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** Saves the answer as a file the browser downloads; an error answer throws the API's message instead. */
async function save(call: Promise<Response>, fallbackName: string) {
  const response = await call;
  if (!response.ok) await unwrap(Promise.resolve(response as never));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is freed once it has started reading.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const exportCall = () => requestOptions({ timeoutMs: EXPORT_TIMEOUT_MS });

export const downloadProductsCsv = () =>
  save(client.api.admin.csv['products.csv'].$get({}, exportCall()), 'products.csv');

export const downloadOrdersCsv = (filter: OrdersCsvFilter) =>
  save(
    client.api.admin.csv['orders.csv'].$get(
      {
        query: {
          status: filter.status,
          from: filter.from || undefined,
          to: filter.to || undefined,
          customer: filter.customer || undefined,
        },
      },
      exportCall(),
    ),
    'orders.csv',
  );

export const previewStockImport = (csv: string) =>
  unwrap(client.api.admin.csv.stock.preview.$post({ json: { csv } }));

/** Applies the file; the product lists and pages are read again, since their stock changed. */
export function useApplyStockImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => unwrap(client.api.admin.csv.stock.apply.$post({ json: { csv } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
  });
}
