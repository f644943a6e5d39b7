import { OpenAPIHono } from '@hono/zod-openapi';
import { fieldErrorsOf } from '@shop/core';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';
import { unknownFields } from './unknown-fields';

/**
 * A resource router whose validation failures become our 400 with one message per field, and which refuses the
 * body and query fields it does not know, naming them, rather than reading them as missing.
 */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: async (result, c) => {
      if (!result.success) throw validationError(result.error);
      const raw = await rawInput(result.target, c);
      const unknown = raw === undefined ? [] : unknownFields(raw, result.data);
      if (unknown.length > 0) throw unknownFieldsError(unknown);
    },
  });
}

async function rawInput(target: string, c: Context): Promise<unknown> {
  if (target === 'json') return c.req.json();
  if (target === 'query') return c.req.queries();
  return undefined;
}

export function validationError(error: z.ZodError): ApiError {
  return new ApiError('VALIDATION_ERROR', 'Проверьте правильность заполнения полей', fieldErrorsOf(error));
}

const UNKNOWN_FIELD = 'Неизвестное поле';

function unknownFieldsError(fields: readonly string[]): ApiError {
  return new ApiError(
    'VALIDATION_ERROR',
    `Неизвестные поля: ${fields.join(', ')}`,
    Object.fromEntries(fields.map((field) => [field, UNKNOWN_FIELD])),
  );
}
