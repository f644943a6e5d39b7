// Every Russian text of the back office in one place, so the spec's exact wording is found and checked here.
import { pluralize } from '@shop/core/rules';

interface SectionText {
  /** Label in the sidebar; sections without one are reached from their parent page. */
  nav?: string;
  title: string;
  /** What the section manages, under its title. */
  description: string;
}

/** Where a paged list stands, with what it counts: «Страница 2 из 5 · заказов: 93». */
export const pageOf = (counted: string) => (page: number, pages: number, total: number) =>
  `Страница ${page} из ${Math.max(pages, 1)} · ${counted}: ${total}`;

export const texts = {
  appTitle: 'Панель управления',
  pageLoading: 'Загрузка страницы...',
  authLoading: 'Загрузка...',
  leavingToStore: 'Переход в магазин...',
  skipToContent: 'Перейти к содержимому',
  sidebarLabel: 'Разделы панели',
  menuOpen: 'Меню',
  menuClose: 'Закрыть меню',
  toStorefront: 'Открыть магазин',
  logout: 'Выйти',
  signedInAs: 'Вы вошли как',
  roles: { admin: 'Администратор', manager: 'Менеджер', user: 'Покупатель' },

  login: {
    title: 'Вход в панель управления',
    subtitle: 'Для сотрудников магазина',
    identifier: 'Email или телефон',
    password: 'Пароль',
    submit: 'Войти',
    pending: 'Вход...',
    failed: 'Login failed',
    notStaff:
      'У этой учётной записи нет доступа к панели управления: она для сотрудников магазина. Покупки — в магазине.',
    backToStore: 'Вернуться в магазин',
  },

  forbidden: {
    title: 'Недостаточно прав',
    text: 'Этот раздел доступен только администратору. Если он нужен вам для работы, обратитесь к администратору магазина.',
    back: 'Перейти на панель',
  },

  notFound: {
    title: 'Страница не найдена',
    text: 'Такой страницы в панели управления нет. Проверьте адрес или вернитесь на главную страницу панели.',
    back: 'Перейти на панель',
  },

  routeError: {
    title: 'Что-то пошло не так',
    text: 'Страницу не удалось открыть. Обновите её; если ошибка повторится, сообщите администратору.',
    reload: 'Обновить страницу',
  },

  errors: {
    generic: 'Произошла ошибка',
    network: 'Нет связи с сервером. Проверьте подключение к интернету.',
    timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  },

  section: {
    wholesaleLinks: 'Разделы опта',
  },

  sections: sectionTexts(),

  pager: {
    previous: 'Назад',
    next: 'Вперёд',
    perPage: 'На странице',
  },
  common: {
    loading: 'Загрузка...',
    loadFailed: 'Не удалось загрузить данные',
    retry: 'Повторить',
    save: 'Сохранить',
    saving: 'Сохранение...',
    cancel: 'Отмена',
    create: 'Создать',
    edit: 'Изменить',
    delete: 'Удалить',
    confirmDelete: (name: string) => `Удалить «${name}»? Это действие нельзя отменить.`,
    yes: 'Да',
    no: 'Нет',
    active: 'Активен',
    inactive: 'Скрыт',
    actions: 'Действия',
    formInvalid: 'Проверьте выделенные поля',
    saved: 'Сохранено',
    leaveUnsaved: 'Изменения не сохранены. Уйти со страницы и потерять их?',
    nameRu: 'Название (рус.)',
    nameEn: 'Название (англ.)',
    nameVi: 'Название (вьет.)',
    sortOrder: 'Порядок',
    isActive: 'Показывать в магазине',
    productType: 'Тип товаров',
    productTypes: { clothing: 'Одежда', footwear: 'Обувь', accessories: 'Аксессуары' },
  },

  products: {
    add: 'Добавить товар',
    search: 'Поиск по названию или артикулу',
    searchLabel: 'Поиск',
    filtersLabel: 'Фильтры',
    category: 'Категория',
    allCategories: 'Все категории',
    status: 'Статус',
    any: 'Все',
    activeOnly: 'Активные',
    hiddenOnly: 'Скрытые',
    sale: 'Распродажа',
    isNew: 'Новинки',
    stock: 'Остаток',
    stockIn: 'В наличии',
    stockLow: 'Заканчивается (1–5)',
    stockOut: 'Нет в наличии',
    resetFilters: 'Сбросить фильтры',
    empty: 'Товары не найдены',
    emptyHint: 'Измените поиск или фильтры, или добавьте новый товар.',
    tableLabel: 'Товары',
    columns: {
      image: 'Фото',
      name: 'Название',
      sku: 'Артикул',
      category: 'Категория',
      price: 'Цена',
      stock: 'Остаток',
      status: 'Статус',
      createdAt: 'Добавлен',
    },
    variantsCount: (count: number) => `вариантов: ${count}`,
    badgeSale: 'Скидка',
    badgeNew: 'Новинка',
    activate: 'Показать',
    deactivate: 'Скрыть',
    duplicate: 'Копировать',
    pageOf: pageOf('товаров'),
    sortedAsc: 'по возрастанию',
    sortedDesc: 'по убыванию',
    newTitle: 'Новый товар',
    editTitle: 'Изменение товара',
    backToList: 'К списку товаров',
    notFound: 'Товар не найден',
    sections: {
      main: 'Основное',
      attributes: 'Характеристики товара',
      prices: 'Цены',
      variants: 'Варианты и остатки',
      retail: 'Розница',
      wholesale: 'Опт',
    },
    descriptionRu: 'Описание (рус.)',
    composition: 'Состав',
    fit: 'Посадка',
    country: 'Страна производства',
    care: 'Уход',
    baseSku: 'Артикул',
    chooseCategory: 'Выберите категорию',
    price: 'Цена, ₽',
    originalPrice: 'Цена до скидки, ₽',
    flags: 'Метки',
    isActive: 'Показывать в магазине',
    isNewFlag: 'Новинка',
    isSaleFlag: 'Распродажа',
    isFeatured: 'Рекомендуемый',
    colors: 'Цвета',
    sizes: 'Размеры',
    matrixHint: 'Отметьте цвета и размеры: для каждого сочетания появится строка с SKU и остатком.',
    matrixEmpty: 'Выберите хотя бы один цвет и один размер, чтобы задать варианты.',
    matrixLabel: 'Варианты товара',
    color: 'Цвет',
    size: 'Размер',
    sku: 'SKU',
    quantity: 'Остаток, шт.',
    totalStock: (count: number) => `Всего на складе: ${count} шт.`,
    retailEnabled: 'Продаётся в розницу',
    retailAllowPurchase: 'Можно купить в розницу',
    retailHidePrice: 'Скрывать розничную цену',
    retailShowWholesale: 'Показывать оптовую цену',
    retailMin: 'Минимум в заказе, шт.',
    retailMax: 'Максимум в заказе, шт.',
    wholesaleAvailable: 'Доступен оптом',
    wholesaleEnabled: 'Опт включён',
    wholesaleMin: 'Минимум для опта, шт.',
    wholesalePrice: 'Оптовая цена, ₽',
    wholesaleDiscount: 'Оптовая скидка, %',
    optional: 'необязательно',
    created: 'Товар создан',
    openInStore: 'Открыть в магазине',
  },

  categories: {
    add: 'Добавить категорию',
    addChild: 'Подкатегория',
    refreshCounts: 'Пересчитать товары',
    refreshing: 'Пересчёт...',
    countsRefreshed: (count: number) => `Пересчитано категорий: ${count}`,
    empty: 'Категорий пока нет',
    treeLabel: 'Дерево категорий',
    moveUp: 'Выше',
    moveDown: 'Ниже',
    moveUpLabel: (name: string) => `Переместить «${name}» выше`,
    moveDownLabel: (name: string) => `Переместить «${name}» ниже`,
    products: (count: number) => pluralize(count, 'item'),
    hidden: 'скрыта',
    onHomepage: 'на главной',
    newTitle: 'Новая категория',
    editTitle: (name: string) => `Изменение: ${name}`,
    slug: 'Адрес (латиницей)',
    parent: 'Родительская категория',
    noParent: 'Нет (верхний уровень)',
    image: 'Картинка',
    imageHint: 'Необязательно: карточка категории на главной и в каталоге.',
    isVisible: 'Видна в меню',
    isFeatured: 'Избранная',
    showOnHomepage: 'Показывать на главной',
    homepageOrder: 'Порядок на главной',
  },

  colors: {
    add: 'Добавить цвет',
    empty: 'Цветов пока нет',
    tableLabel: 'Цвета',
    code: 'Код',
    hex: 'Цвет образца',
    swatch: 'Образец',
    newTitle: 'Новый цвет',
    editTitle: (code: string) => `Изменение цвета ${code}`,
  },

  sizes: {
    add: 'Добавить размер',
    empty: 'Размеров пока нет',
    tableLabel: 'Размеры',
    code: 'Код',
    newTitle: 'Новый размер',
    editTitle: (code: string) => `Изменение размера ${code}`,
  },
};

function sectionTexts() {
  const sections = {
    dashboard: {
      nav: 'Панель',
      title: 'Панель',
      description: 'Сводка работы магазина за выбранный период.',
    },
    orders: {
      nav: 'Заказы',
      title: 'Заказы',
      description: 'Заказы покупателей, розничные и оптовые.',
    },
    products: {
      nav: 'Товары',
      title: 'Товары',
      description: 'Каталог магазина: товары, их варианты и фотографии.',
    },
    categories: {
      nav: 'Категории',
      title: 'Категории',
      description: 'Дерево категорий каталога и их показ на главной странице.',
    },
    colors: {
      nav: 'Цвета',
      title: 'Цвета',
      description: 'Справочник цветов: коды, названия и образцы.',
    },
    sizes: {
      nav: 'Размеры',
      title: 'Размеры',
      description: 'Справочник размеров одежды и обуви.',
    },
    'home-content': {
      nav: 'Главная страница',
      title: 'Главная страница',
      description: 'Содержимое главной страницы витрины.',
    },
    promotions: {
      nav: 'Акции',
      title: 'Акции',
      description:
        'Автоматические скидки на товары, категории или весь магазин: значок и цена со скидкой на витрине.',
    },
    promocodes: {
      nav: 'Промокоды',
      title: 'Промокоды',
      description: 'Промокоды для покупателей.',
    },
    referrals: {
      nav: 'Рефералы',
      title: 'Рефералы',
      description: 'Кого привели покупательницы по своим ссылкам, их заказы и подарок за приглашение.',
    },
    telegram: {
      nav: 'Telegram',
      title: 'Telegram',
      description: 'Сообщения, которые не дошли до Telegram, и оплаты, которые не оплатили заказ.',
    },
    shipping: {
      nav: 'Доставка',
      title: 'Доставка',
      description: 'Способы и стоимость доставки.',
    },
    wholesale: {
      nav: 'Опт',
      title: 'Опт',
      description: 'Оптовые продажи: наборы, цены и условия.',
    },
    'wholesale/settings': {
      title: 'Настройки опта',
      description: 'Правила розничных и оптовых покупок.',
    },
    'wholesale/products': {
      title: 'Оптовые товары',
      description: 'Товары, доступные оптом, и их оптовые цены.',
    },
    'wholesale/analytics': {
      title: 'Аналитика опта',
      description: 'Показатели оптовых продаж.',
    },
    users: {
      nav: 'Пользователи',
      title: 'Пользователи',
      description: 'Покупатели и сотрудники магазина.',
    },
    audit: {
      nav: 'Журнал изменений',
      title: 'Журнал изменений',
      description: 'Кто из сотрудников что изменил и когда.',
    },
    settings: {
      nav: 'Настройки',
      title: 'Настройки',
      description: 'Настройки магазина.',
    },
  } satisfies Record<string, SectionText>;
  return sections as Record<keyof typeof sections, SectionText>;
}
