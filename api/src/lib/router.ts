import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './errors';

/** A resource router whose validation failures become our 400 with one message per field. */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

export function validationError(error: z.ZodError): ApiError {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new ApiError('VALIDATION_ERROR', 'Проверьте правильность заполнения полей', fields);
}
