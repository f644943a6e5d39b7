/** Money fields of the API's answers: integer kopecks, each described in the OpenAPI document. */
import { z } from '@hono/zod-openapi';

export const kopecks = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `kopecks; ${description}` });
