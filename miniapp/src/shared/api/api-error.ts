/** The one error type the storefront's calls throw; the message is ready to show to the customer. */
export class ApiError extends Error {
  readonly code: string;
  /** HTTP status; 0 when no answer arrived (network failure or timeout). */
  readonly status: number;

  constructor(message: string, code: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
