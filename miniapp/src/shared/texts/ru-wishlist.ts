/** Texts of the wishlist page in Russian, kept apart from ru.ts because they load with that page. */
export const ruWishlist = {
  title: 'Избранное',
  empty: 'В избранном пока пусто',
  emptyHint: 'Отмечайте понравившиеся вещи сердечком, чтобы вернуться к ним позже.',
  remove: 'Убрать из избранного',
};
