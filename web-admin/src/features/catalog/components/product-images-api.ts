// The upload calls of the product form: photos sent as a multipart form, with the spec's 60 s upload timeout.
import { client, requestOptions, unwrap } from '../../../lib/shop-client';

const UPLOAD_TIMEOUT_MS = 60_000;

type Uploads = typeof client.api.uploads;

/** The files re-encoded by the server; each answer holds the card, page and zoom variants. */
export async function uploadImages(files: File[]) {
  // The body is read as a stream by the server, not by a validator, so the route declares no typed form.
  const call = client.api.uploads.multiple.$post(
    { form: { files } } as unknown as Parameters<Uploads['multiple']['$post']>[0],
    requestOptions({ timeoutMs: UPLOAD_TIMEOUT_MS }),
  );
  return unwrap(call);
}

/** Removes an upload no product shows yet (one dropped from the form before saving). */
export const deleteUpload = (id: string) => unwrap(client.api.uploads[':id'].$delete({ param: { id } }));
