/**
 * «Забыли пароль?»: asking for a one-time link by email, and setting the new password with it (sign-up's password
 * rule), with the texts the buyer reads on both sides.
 */
import { z } from 'zod';
import { registerInput } from './credentials';

export const passwordResetTexts = {
  sent: 'Если такой адрес есть, мы отправили письмо',
  unavailable: 'Восстановление пароля по почте пока недоступно. Напишите нам, и мы поможем войти.',
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
} as const;

export const passwordResetRequestInput = z.object({ email: registerInput.shape.email });

export const passwordResetConfirmInput = z.object({
  token: z
    .string(passwordResetTexts.linkRefused)
    .min(1, passwordResetTexts.linkRefused)
    .max(128, passwordResetTexts.linkRefused),
  password: registerInput.shape.password,
});
