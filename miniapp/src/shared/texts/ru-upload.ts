/** Texts of the staff's upload test page in Russian, kept apart from ru.ts because they load with that page. */
export const ruUpload = {
  title: 'Тест загрузки',
  label: 'Выберите изображение',
  hint: 'Страница для проверки выбора файлов: превью строится в браузере, файл на сервер не отправляется.',
  preview: 'Превью выбранного изображения',
};
