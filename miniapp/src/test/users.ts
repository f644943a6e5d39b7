/** User fixtures shaped like the API's answers. */
import type { User } from '../features/auth/types';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    role: 'user',
    name: 'Анна Петрова',
    email: 'anna@example.com',
    phone: null,
    username: null,
    firstName: null,
    lastName: null,
    photoUrl: null,
    telegramLinked: false,
    telegramUsername: null,
    botMessagesAllowed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
