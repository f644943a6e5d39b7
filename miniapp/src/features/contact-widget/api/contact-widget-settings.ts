/** The contact button's settings: null when the call fails (the button then stays hidden, the failure logged). */
import { queryOptions } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

async function getWidgetSettings(signal?: AbortSignal) {
  try {
    return await unwrap(
      client.api.settings['contact-widget'].public.$get(undefined, requestOptions({ signal })),
    );
  } catch (error) {
    // A call the page gave up is no failure to remember, as the catalogue's reference data treat it.
    if (signal?.aborted) throw error;
    console.error('Contact widget settings failed to load', error);
    return null;
  }
}

export const contactWidgetQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'contact-widget'],
    queryFn: ({ signal }) => getWidgetSettings(signal),
    retry: false,
  });
