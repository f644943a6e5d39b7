// The Russian texts of the audit log screen.
import { pageOf } from '../../lib/texts';

/** A logged field's Russian name and, for an on/off field, its words for on and off. */
export interface AuditField {
  name: string;
  on?: string;
  off?: string;
}

const field = (name: string, on?: string, off?: string): AuditField => ({
  name,
  ...(on ? { on } : {}),
  ...(off ? { off } : {}),
});

/** By whole path where a nested field needs its own name, else by the field's own key. */
const fields: Record<string, AuditField> = {
  name: field('Название'),
  description: field('Описание'),
  categoryId: field('Категория (№)'),
  baseSku: field('Артикул'),
  priceKopecks: field('Цена'),
  originalPriceKopecks: field('Цена до скидки'),
  isActive: field('Показ в магазине', 'включён', 'выключен'),
  isNew: field('Новинка'),
  isSale: field('Распродажа'),
  isFeatured: field('Рекомендуемый'),
  images: field('Фотографии'),
  'attributes.composition': field('Состав'),
  'attributes.fit': field('Посадка'),
  'attributes.country': field('Страна производства'),
  'attributes.care': field('Уход'),
  'retail.enabled': field('Розница', 'включена', 'выключена'),
  'retail.allowPurchase': field('Покупка в розницу', 'разрешена', 'запрещена'),
  'retail.hidePrice': field('Розничная цена', 'скрыта', 'видна'),
  'retail.showWholesalePrice': field('Оптовая цена в рознице', 'видна', 'скрыта'),
  'retail.minQuantity': field('Минимум в рознице, шт.'),
  'retail.maxQuantity': field('Максимум в рознице, шт.'),
  'wholesale.available': field('Доступен оптом'),
  'wholesale.enabled': field('Опт', 'включён', 'выключен'),
  'wholesale.minQuantity': field('Минимум для опта, шт.'),
  wholesalePriceKopecks: field('Оптовая цена'),
  discountPercentage: field('Оптовая скидка'),
  slug: field('Адрес'),
  parentId: field('Родительская категория (№)'),
  productType: field('Тип товаров'),
  image: field('Картинка'),
  isVisible: field('Видна в каталоге'),
  showOnHomepage: field('На главной'),
  homepageOrder: field('Порядок на главной'),
  sortOrder: field('Порядок'),
  code: field('Код'),
  hex: field('Цвет'),
  status: field('Статус'),
  note: field('Комментарий'),
  role: field('Роль'),
  blocked: field('Вход', 'заблокирован', 'разрешён'),
  telegramId: field('Telegram'),
  copyOf: field('Копия товара №'),
  enabled: field('Включено'),
  minQuantity: field('Минимум, шт.'),
};

export const auditTexts = {
  title: 'Журнал изменений',
  description: 'Кто из сотрудников что изменил и когда: каждое поле словами, было и стало.',
  open: 'Журнал изменений',
  filtersLabel: 'Фильтры журнала',
  entity: 'Что изменено',
  anyEntity: 'Всё',
  entities: {
    order: 'Заказ',
    user: 'Пользователь',
    product: 'Товар',
    category: 'Категория',
    color: 'Цвет',
    size: 'Размер',
    stock: 'Остатки',
    settings: 'Настройки',
  } as Record<string, string>,
  entityId: 'Номер или id записи',
  from: 'С даты',
  to: 'По дату',
  tableLabel: 'Изменения',
  columns: { when: 'Когда', who: 'Кто', what: 'Что', action: 'Действие', changes: 'Изменения' },
  fields,
  /** Names of nested groups, before a field that has no name of its own there. */
  groups: { retail: 'Розница', wholesale: 'Опт', bundle: 'Наборы', attributes: 'Характеристики' } as Record<
    string,
    string
  >,
  value: 'Значение',
  variant: (sku: string) => `Остаток ${sku}`,
  noVariant: 'нет варианта',
  pieces: (count: number) => `${count} шт.`,
  actions: {
    create: 'Создание',
    update: 'Изменение',
    delete: 'Удаление',
    reorder: 'Смена порядка',
    activate: 'Показ в магазине',
    deactivate: 'Скрытие',
    duplicate: 'Копия',
    status: 'Смена статуса',
    role: 'Смена роли',
    block: 'Блокировка',
    unblock: 'Разблокировка',
    'stock-import': 'Импорт остатков',
    'wholesale.enable': 'Опт включён',
    'wholesale.disable': 'Опт выключен',
    'wholesale.setMinQuantity': 'Минимум для опта',
    'wholesale.setPrice': 'Оптовая цена',
    'wholesale.setDiscount': 'Оптовая скидка',
    'wholesale.update': 'Оптовые условия',
  } as Record<string, string>,
  empty: 'Изменений не найдено',
  pageOf: pageOf('записей'),
  nothing: '—',
  yes: 'да',
  no: 'нет',
  arrow: '→',
};
