/**
 * Every API answer is `{ success: true, data }` or `{ success: false, error: { code, message, fields? } }`;
 * this turns an answer into its data or an ApiError, and derives the data types from the routes' own types.
 */
import type { ClientResponse, InferResponseType } from 'hono/client';
import { ApiError } from './api-error';

type SuccessData<Body> = Body extends { success: true; data: infer Data } ? Data : never;

// biome-ignore lint/suspicious/noExplicitAny: matches a typed endpoint whatever its input and answers
type Endpoint = (...args: any[]) => Promise<ClientResponse<unknown, number, any>>;

/** The data of an endpoint's success answer: `ApiData<typeof client.api.products[':id']['$get']>`. */
export type ApiData<E extends Endpoint> = SuccessData<InferResponseType<E>>;

/** The data of the answer a call resolves to (the answer is a union over the route's statuses). */
export type ResponseData<R> =
  // biome-ignore lint/suspicious/noExplicitAny: any status, any format
  R extends ClientResponse<infer Body, any, any> ? SuccessData<Body> : never;

export interface EnvelopeTexts {
  /** An error answer that carries no message. */
  failed: string;
  /** An answer that is not the shop's envelope (a proxy's error page, a broken body). */
  unexpected: string;
}

/** The data of a success answer; an error answer, or anything else, throws ApiError. */
export async function readEnvelope(response: AnswerLike, texts: EnvelopeTexts): Promise<unknown> {
  const body = await readJson(response);
  if (isRecord(body) && body.success === true && 'data' in body) return body.data;
  if (isRecord(body) && body.success === false) {
    const error = isRecord(body.error) ? body.error : {};
    throw new ApiError(response.status, {
      code: typeof error.code === 'string' ? error.code : `HTTP_${response.status}`,
      message: typeof error.message === 'string' && error.message ? error.message : texts.failed,
      ...(isRecord(error.fields) ? { fields: error.fields as Record<string, string> } : {}),
    });
  }
  throw new ApiError(response.status, { code: `HTTP_${response.status}`, message: texts.unexpected });
}

type AnswerLike = Pick<Response, 'status' | 'text'>;

async function readJson(response: AnswerLike): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
