/**
 * Which wholesale bundles are offered (SPEC 3 "Bundle settings"). The defaults are the fallback of SPEC 7: all
 * four bundle types allowed, individual by default, wholesale on, minimum 5 items (SPEC 9).
 */
import { z } from 'zod';
import { type BundleType, bundleTypes } from '../wholesale/bundle-types';
import { defaultDocument } from './settings-primitives';

const allowFlagOf: Record<BundleType, 'allowIndividual' | 'allowColorSet' | 'allowSizeSet' | 'allowFullSet'> =
  {
    individual: 'allowIndividual',
    color_set: 'allowColorSet',
    size_set: 'allowSizeSet',
    full_set: 'allowFullSet',
  };

export const bundleSettingsSchema = z
  .object({
    bundleTypeSettings: z
      .object({
        allowIndividual: z.boolean().default(true),
        allowColorSet: z.boolean().default(true),
        allowSizeSet: z.boolean().default(true),
        allowFullSet: z.boolean().default(true),
      })
      .prefault({}),
    defaultBundleType: z.enum(bundleTypes).default('individual'),
    wholesaleEnabled: z.boolean().default(true),
    /** Items a wholesale order needs at least; SPEC 9 caps a bundle at 100. */
    minQuantity: z.number().int().min(1).max(100).default(5),
  })
  .refine((value) => value.bundleTypeSettings[allowFlagOf[value.defaultBundleType]], {
    message: 'Тип набора по умолчанию должен быть разрешён',
    path: ['defaultBundleType'],
  });

export type BundleSettings = z.output<typeof bundleSettingsSchema>;

export const defaultBundleSettings: BundleSettings = defaultDocument(bundleSettingsSchema);
