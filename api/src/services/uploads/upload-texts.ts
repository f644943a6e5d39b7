import { uploadLimitTexts } from '@shop/core';

/** Russian messages of the upload calls. */
export const uploadTexts = {
  notImage: 'Файл не является изображением: загрузите фотографию в формате JPEG, PNG, WebP, AVIF или GIF',
  vector: 'Векторные изображения (SVG) не принимаются: загрузите фотографию в формате JPEG, PNG или WebP',
  damaged: 'Не удалось прочитать изображение: файл повреждён или это не фотография',
  tooLarge: uploadLimitTexts.tooLarge,
  tooManyPixels: 'Изображение слишком большое: не более 40 мегапикселей',
  tooMany: 'За один раз можно загрузить не более 10 файлов',
  noFile: 'Выберите файл изображения',
  notMultipart: 'Файлы отправляются формой multipart/form-data',
  notFound: 'Файл не найден',
  inUse: 'Изображение используется в товаре: сначала уберите его из карточки товара',
} as const;
