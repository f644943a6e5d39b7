import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The answers a server-drawn first screen was drawn from (src/first-screen), sent along with the page so that the
 * browser takes the page over with the same data: no second call, nothing drawn differently.
 */
export interface FirstScreenAnswer {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

/** What the browser needs to take a drawn page over: its answers, and the parts whose code it must have first. */
export interface FirstScreenState {
  answers: FirstScreenAnswer[];
  /** Names of the lazily loaded parts the drawing holds (shared/lib/lazy-part.ts). */
  parts: string[];
}

/** Every answer the client holds, for the page the server sends. */
export const answersOf = (client: QueryClient): FirstScreenAnswer[] =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));

/** Puts the page's answers into the browser's client, as fresh as when the server had them. */
export function takeAnswers(client: QueryClient, answers: FirstScreenAnswer[]): void {
  for (const { queryKey, data, updatedAt } of answers) client.setQueryData(queryKey, data, { updatedAt });
}
