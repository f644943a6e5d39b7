/** Russian texts of the product form's images block. */
export const imageTexts = {
  section: 'Изображения',
  hint: 'Перетащите фотографии сюда или выберите файлы: JPEG, PNG, WebP, AVIF или GIF, до 10 МБ и 40 мегапикселей каждая. Порядок меняется перетаскиванием.',
  choose: 'Выбрать файлы',
  dropHere: 'Отпустите, чтобы загрузить',
  uploading: (count: number) => `Загружаем файлов: ${count}…`,
  uploaded: (count: number) => `Загружено файлов: ${count}`,
  failed: 'Не удалось загрузить файлы',
  empty: 'Изображений пока нет',
  image: (index: number) => `Изображение ${index + 1}`,
  primary: 'Главное',
  makePrimary: 'Сделать главным',
  color: 'Цвет',
  allColors: 'Все цвета',
  remove: 'Удалить',
  drag: 'Перетащить, чтобы изменить порядок',
  moved: (from: number, to: number) => `Изображение ${from + 1} перемещено на место ${to + 1}`,
} as const;
