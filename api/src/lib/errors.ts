/** The one error type of the API: a code the client can switch on, a Russian message a person can read. */

const statusByCode = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  INSUFFICIENT_STOCK: 409,
  WHOLESALE_GROUP_PROTECTED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof statusByCode;
export type ErrorStatus = (typeof statusByCode)[ErrorCode];

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = statusByCode[code];
  }
}

export interface ErrorBody {
  success: false;
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
}

export function errorBody(code: ErrorCode, message: string, fields?: FieldErrors): ErrorBody {
  return { success: false, error: { code, message, ...(fields ? { fields } : {}) } };
}

/** Maps a bare HTTP status (from Hono's own exceptions) to our code and a Russian message. */
export function errorForStatus(status: number): { code: ErrorCode; message: string } {
  switch (status) {
    case 400:
      return { code: 'BAD_REQUEST', message: 'Некорректный запрос' };
    case 401:
      return { code: 'UNAUTHORIZED', message: 'Требуется вход в систему' };
    case 403:
      return { code: 'FORBIDDEN', message: 'Недостаточно прав' };
    case 404:
      return { code: 'NOT_FOUND', message: 'Не найдено' };
    case 405:
      return { code: 'METHOD_NOT_ALLOWED', message: 'Метод не поддерживается' };
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE', message: 'Слишком большой запрос' };
    case 415:
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Неподдерживаемый тип содержимого' };
    case 429:
      return { code: 'RATE_LIMITED', message: 'Слишком много запросов, попробуйте позже' };
    default:
      return status < 500
        ? { code: 'BAD_REQUEST', message: 'Некорректный запрос' }
        : { code: 'INTERNAL_ERROR', message: 'Произошла ошибка' };
  }
}
