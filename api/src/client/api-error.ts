/** The one error a front end's API call throws; the message is ready to show to a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure or timeout). */
  readonly status: number;
  /** The server's error code (`VALIDATION_ERROR`, `UNAUTHORIZED`...), or `TIMEOUT`, `NETWORK_ERROR`, `HTTP_<status>`. */
  readonly code: string;
  /** Per-field messages of a validation error, keyed by field name. */
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: { code: string; message: string; fields?: Record<string, string> }) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The text to show for a failed call: the server's message when there is one, otherwise the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
