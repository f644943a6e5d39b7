// Russian texts of «Определить по геолокации» at checkout; kept here so they load with the checkout only.
export const locationTexts = {
  find: 'Определить по геолокации',
  finding: 'Определяем, где вы…',
  found: (place: string) => `По геолокации: ${place}. Пункты выдачи — от ближайшего.`,
  foundFar: 'Вы далеко от наших городов: регион — «Другой регион России», город впишите сами.',
  denied: 'Нет доступа к геопозиции. Выберите регион и город вручную.',
  deniedTelegram:
    'Нет доступа к геопозиции. Разрешите его в настройках Telegram или выберите регион и город вручную.',
  openSettings: 'Открыть настройки',
  unavailable: 'Не удалось определить местоположение. Выберите регион и город вручную.',
  distance: (text: string) => `${text} от вас`,
};
