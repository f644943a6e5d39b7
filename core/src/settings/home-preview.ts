/**
 * The messages between the admin app's home editor and the storefront it frames at phone width in preview mode
 * (`/?preview=home`): the storefront says it is ready, the editor posts the home page its draft makes (as POST
 * /api/admin/home/preview answers it). The storefront draws a posted page only when it comes from its own origin
 * and its parent window and this schema accepts it, and never stores it.
 */
import { z } from 'zod';
import { homeConfigSchema } from './home-config';
import { homePreviewMessages } from './home-preview-messages';

// The resolved lists come from the same api the storefront reads; only their identity is checked here.
const records = z.array(z.looseObject({ id: z.union([z.number(), z.string()]) }));

export const homePreviewMessageSchema = z.object({
  type: z.literal(homePreviewMessages.show),
  homepage: z.object({
    homeConfig: homeConfigSchema,
    categories: records,
    featuredProducts: records,
    newArrivals: records,
    saleProducts: records,
    promocodes: z.array(z.looseObject({ code: z.string() })),
  }),
});
