/** An amount of money in an API answer: integer kopecks, described for the OpenAPI document. */
import { z } from '@hono/zod-openapi';

export const kopecks = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `kopecks; ${description}` });
