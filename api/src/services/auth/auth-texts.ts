import { credentialTexts } from '@shop/core';

/** The Russian texts of sign-up, sign-in and sessions, checked by the tests word for word. */
export const authTexts = {
  ...credentialTexts,
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  tooManyLogins: (minutes: number) => `Слишком много попыток входа. Попробуйте через ${minutes} мин.`,
  tooManyRegistrations: (minutes: number) =>
    `Слишком много попыток регистрации. Попробуйте через ${minutes} мин.`,
  telegramOff: 'Вход через Telegram не настроен на этом сервере',
  telegramRefused: 'Не удалось подтвердить вход через Telegram. Откройте магазин из бота ещё раз.',
  refreshRefused: 'Сессия истекла, войдите снова',
};
