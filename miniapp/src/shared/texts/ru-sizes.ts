/**
 * Texts of her sizes in Russian: «Мои размеры» and the wait for a sold-out size. Kept apart from ru.ts because
 * they load after the first screen.
 */
export const ruSizes = {
  mine: {
    title: 'Мои размеры',
    hint: 'Выберем ваш размер на странице товара и покажем в каталоге то, что есть в ваших размерах.',
    kinds: { clothing: 'Одежда', footwear: 'Обувь' },
    none: 'Не выбран',
    save: 'Сохранить',
    saving: 'Сохраняем...',
    saved: 'Размеры сохранены',
    saveFailed: 'Не удалось сохранить размеры',
    loadFailed: 'Не удалось загрузить ваши размеры',
    filter: 'В моих размерах',
  },
  backInStock: {
    subscribe: 'Сообщить о поступлении',
    subscribeMine: 'Сообщить о поступлении моего размера',
    subscribed: 'Сообщим, когда появится',
    cancel: 'Не сообщать',
    needsTelegram: 'Откройте магазин в Telegram, чтобы получить уведомление о поступлении',
    loadFailed: 'Не удалось проверить подписку на поступление',
    failed: 'Не удалось сохранить подписку',
    writeAccess: {
      offer: 'Разрешите боту писать вам — иначе он не сможет сообщить, что размер появился',
      declined: 'Без разрешения бот не сможет написать о поступлении. Его можно дать и позже — кнопкой ниже.',
    },
  },
} as const;
