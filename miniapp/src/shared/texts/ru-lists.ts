/** Texts of her lists of products in Russian, kept apart from ru.ts because they load after the first screen. */
export const ruLists = {
  wishlist: {
    title: 'Избранное',
    empty: 'В избранном пока пусто',
    emptyHint: 'Отмечайте понравившиеся вещи сердечком, чтобы вернуться к ним позже.',
    remove: 'Убрать из избранного',
    gone: 'Больше не продаётся',
    pricesFailed: 'Не удалось загрузить цены',
    priceLoading: 'Загрузка цены',
  },
  viewed: { title: 'Вы недавно смотрели' },
};
