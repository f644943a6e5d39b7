/**
 * «Забыли пароль?»: asking for a one-time link by the account's email or phone (it goes by email, or to Telegram
 * for an account linked to it), and setting the new password with it (sign-up's password rule), with the texts
 * the buyer reads on both sides.
 */
import { z } from 'zod';
import { registerInput } from './credentials';
import { profilePhoneOf } from './profile-input';

export const passwordResetTexts = {
  sent: 'Если такой аккаунт есть, мы отправили ссылку для смены пароля: на его почту или в Telegram',
  unavailable: 'Восстановление пароля пока недоступно. Напишите нам, и мы поможем войти.',
  identifier: 'Введите email или российский номер телефона',
  linkRefused: 'Ссылка для смены пароля устарела или уже использована. Запросите новую.',
  tooMany: (minutes: number) =>
    `Слишком много запросов на восстановление пароля. Попробуйте через ${minutes} мин.`,
  changed: 'Пароль изменён. Войдите с новым паролем.',
  mailSubject: 'Восстановление пароля',
  mailText: (link: string) =>
    [
      'Здравствуйте!',
      '',
      'Чтобы задать новый пароль, откройте ссылку. Она действует 1 час и сработает один раз:',
      link,
      '',
      'Если вы не просили сменить пароль, ничего не делайте: пароль останется прежним.',
    ].join('\n'),
  telegramText: (link: string) =>
    [
      'Вы просили сменить пароль в магазине.',
      '',
      'Чтобы задать новый пароль, откройте ссылку. Она действует 1 час и сработает один раз:',
      link,
      '',
      'Если вы не просили, ничего не делайте: пароль останется прежним.',
    ].join('\n'),
  /** What the bot's message keeps once sent: the link is no longer stored. */
  telegramSentText:
    'Вы просили сменить пароль в магазине. Ссылка из этого сообщения больше не хранится у нас; если она не пригодилась, запросите новую.',
} as const;

/** How the buyer names her account on the form: its email, or its phone as the profile keeps it. */
export type AccountName = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

export const passwordResetRequestInput = z.object({
  identifier: z
    .string(passwordResetTexts.identifier)
    .trim()
    .min(1, passwordResetTexts.identifier)
    .max(254, passwordResetTexts.identifier)
    .transform((raw, ctx): AccountName => {
      if (raw.includes('@')) {
        const email = registerInput.shape.email.safeParse(raw);
        if (email.success) return { kind: 'email', value: email.data };
      } else {
        const phone = profilePhoneOf(raw);
        if (phone) return { kind: 'phone', value: phone };
      }
      ctx.addIssue({ code: 'custom', message: passwordResetTexts.identifier });
      return z.NEVER;
    }),
});

export const passwordResetConfirmInput = z.object({
  token: z
    .string(passwordResetTexts.linkRefused)
    .min(1, passwordResetTexts.linkRefused)
    .max(128, passwordResetTexts.linkRefused),
  password: registerInput.shape.password,
});
