// One picture for a settings or home page field: sent like a product photo, answered with its WebP variants.
import { client, requestOptions, unwrap } from '../../../lib/shop-client';

const UPLOAD_TIMEOUT_MS = 60_000;

type Uploads = typeof client.api.uploads;

export async function uploadImage(file: File) {
  // The body is read as a stream by the server, not by a validator, so the route declares no typed form.
  const call = client.api.uploads.single.$post(
    { form: { file } } as unknown as Parameters<Uploads['single']['$post']>[0],
    requestOptions({ timeoutMs: UPLOAD_TIMEOUT_MS }),
  );
  return unwrap(call);
}
