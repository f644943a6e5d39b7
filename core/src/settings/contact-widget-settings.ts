/**
 * The floating contact widget (SPEC 2 "Contact widget", 3 "Contact widget settings"). A channel shows when its
 * enabled flag is not false and its key field (phone, username, number, contact) is filled; the widget itself
 * shows only when enabled, so the built-in default is off with empty channels.
 */
import { z } from 'zod';
import {
  defaultDocument,
  hexColorSchema,
  languageMessagesSchema,
  longText,
  phoneSchema,
} from './settings-primitives';

export const contactWidgetPositions = ['bottom-right', 'bottom-left'] as const;
export const contactWidgetSizes = ['small', 'medium', 'large'] as const;
export const contactWidgetAnimations = ['none', 'pulse', 'bounce'] as const;

/** The single message, and optional messages per language that win over it (fallback language en). */
const channelMessages = (fallback: string) => ({
  message: longText(fallback, 1000),
  messages: languageMessagesSchema.optional(),
});

export const contactWidgetSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  position: z.enum(contactWidgetPositions).default('bottom-right'),
  theme: z
    .object({
      primaryColor: hexColorSchema.default('#E4606D'),
      size: z.enum(contactWidgetSizes).default('medium'),
      animation: z.enum(contactWidgetAnimations).default('pulse'),
    })
    .prefault({}),
  channels: z
    .object({
      whatsapp: z
        .object({
          enabled: z.boolean().optional(),
          phone: phoneSchema.default(''),
          ...channelMessages('Здравствуйте! У меня вопрос по товару.'),
        })
        .prefault({}),
      telegram: z
        .object({
          enabled: z.boolean().optional(),
          /** Without the @. */
          username: z
            .string()
            .trim()
            .transform((value) => value.replace(/^@/, ''))
            .pipe(z.string().regex(/^(?:[A-Za-z0-9_]{5,32})?$/, 'Имя пользователя Telegram: 5-32 символа'))
            .default(''),
          ...channelMessages('Здравствуйте! У меня вопрос по товару.'),
        })
        .prefault({}),
      phone: z
        .object({
          enabled: z.boolean().optional(),
          number: phoneSchema.default(''),
          messages: languageMessagesSchema.optional(),
        })
        .prefault({}),
      max: z
        .object({
          enabled: z.boolean().optional(),
          /** A MAX username or phone the customer writes to. */
          contact: z.string().trim().max(100).default(''),
          ...channelMessages('Здравствуйте! У меня вопрос по товару.'),
        })
        .prefault({}),
    })
    .prefault({}),
});

export type ContactWidgetSettings = z.output<typeof contactWidgetSettingsSchema>;

export const defaultContactWidgetSettings: ContactWidgetSettings =
  defaultDocument(contactWidgetSettingsSchema);
