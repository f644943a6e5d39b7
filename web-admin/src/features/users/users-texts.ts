// The Russian texts of the users screen.
import { pageOf } from '../../lib/texts';

export const usersTexts = {
  tableLabel: 'Пользователи',
  filtersLabel: 'Поиск пользователей',
  search: 'Поиск',
  searchPlaceholder: 'Имя, email, телефон или @username',
  role: 'Роль',
  anyRole: 'Все роли',
  state: 'Доступ',
  anyState: 'Все',
  activeOnly: 'Активные',
  blockedOnly: 'Заблокированные',
  empty: 'Никого не нашлось',
  emptyHint: 'Измените запрос или фильтры.',
  pageOf: pageOf('пользователей'),
  columns: {
    name: 'Имя',
    contacts: 'Контакты',
    role: 'Роль',
    orders: 'Заказов',
    lastLogin: 'Последний вход',
    state: 'Доступ',
    actions: 'Действия',
  },
  roleOf: (name: string) => `Роль: ${name}`,
  never: 'не входил',
  you: 'это вы',
  active: 'Активен',
  blocked: 'Заблокирован',
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  confirmBlock: (name: string) =>
    `Заблокировать «${name}»? Человек не сможет войти, а открытые сеансы перестанут работать.`,
  confirmRole: (name: string, role: string) => `Назначить «${name}» роль «${role}»?`,
  roleChanged: (name: string, role: string) => `${name}: роль «${role}»`,
  blockedDone: (name: string) => `${name} заблокирован(а)`,
  unblockedDone: (name: string) => `${name} снова может входить`,
  telegramId: (id: number) => `Telegram ID: ${id}`,
  linkTelegram: 'Telegram ID',
  askTelegramId: (name: string) =>
    `Telegram ID сотрудника «${name}»: число, которое бот называет при нажатии кнопки заказа в чате сотрудников. Пустое поле отвязывает Telegram.`,
  notANumber: 'Telegram ID — целое число, например 123456789',
  telegramLinked: (name: string, id: number) =>
    `${name}: привязан Telegram ID ${id}, кнопки заказов в чате сотрудников доступны`,
  telegramUnlinked: (name: string) => `${name}: Telegram отвязан`,
};
