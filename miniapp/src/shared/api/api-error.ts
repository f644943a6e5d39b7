/** The one error type the storefront's calls throw; the message is ready to show to the customer. */
export class ApiError extends Error {
  readonly code: string;
  /** HTTP status; 0 when no answer arrived (network failure or timeout). */
  readonly status: number;
  /** Per-field messages of a validation error, keyed by field name. */
  readonly fields: Record<string, string> | undefined;

  constructor(message: string, code: string, status: number, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
