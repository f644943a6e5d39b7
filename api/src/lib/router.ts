import { OpenAPIHono } from '@hono/zod-openapi';
import { fieldErrorsOf } from '@shop/core';
import type { z } from 'zod';
import { ApiError } from './errors';

/** A resource router whose validation failures become our 400 with one message per field. */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

export function validationError(error: z.ZodError): ApiError {
  return new ApiError('VALIDATION_ERROR', 'Проверьте правильность заполнения полей', fieldErrorsOf(error));
}
