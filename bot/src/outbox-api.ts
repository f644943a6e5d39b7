/**
 * The Bot API as the shop's outbox sender calls it: without grammY's retries or pacing (the outbox decides when
 * to try again, by what Telegram answered), with a bounded wait for an answer, and Telegram's answer read into
 * the four things the sender acts on.
 */
import { Api, GrammyError, HttpError } from 'grammy';

export type OutboxMethod = 'sendMessage' | 'editMessageText';

export type SendOutcome =
  | { kind: 'sent'; messageId: number | undefined }
  /** 429: Telegram names the wait, however long. */
  | { kind: 'retry-after'; seconds: number; reason: string }
  /** A 5xx, a dropped connection, no answer in time, a token Telegram does not know (yet): try again later. */
  | { kind: 'transient'; reason: string }
  /** 400 or 403: sending the same again would be refused again. `blocked`: the person blocked the bot. */
  | { kind: 'refused'; reason: string; blocked: boolean };

export interface OutboxApi {
  send(method: OutboxMethod, chatId: string, payload: Record<string, unknown>): Promise<SendOutcome>;
}

const BLOCKED = /blocked by the user|user is deactivated|can't initiate conversation|bot was kicked/i;

export function outboxApi(
  token: string,
  options: { apiRoot?: string | undefined; timeoutSeconds?: number } = {},
): OutboxApi {
  const api = new Api(token, {
    ...(options.apiRoot ? { apiRoot: options.apiRoot } : {}),
    timeoutSeconds: options.timeoutSeconds ?? 20,
  });
  return {
    async send(method, chatId, payload) {
      const chat = /^-?\d+$/.test(chatId) ? Number(chatId) : chatId;
      try {
        const call = api.raw[method] as (args: Record<string, unknown>) => Promise<unknown>;
        const result = await call({ ...payload, chat_id: chat });
        const messageId =
          typeof result === 'object' && result !== null && 'message_id' in result
            ? Number(result.message_id)
            : undefined;
        return { kind: 'sent', messageId };
      } catch (error) {
        return outcomeOf(error);
      }
    },
  };
}

function outcomeOf(error: unknown): SendOutcome {
  if (error instanceof GrammyError) {
    const reason = `${error.error_code}: ${error.description}`;
    if (error.error_code === 429) {
      return { kind: 'retry-after', seconds: error.parameters.retry_after ?? 5, reason };
    }
    // Editing a message into the text it already has: what was wanted is there.
    if (error.error_code === 400 && /message is not modified/i.test(error.description)) {
      return { kind: 'sent', messageId: undefined };
    }
    if (error.error_code === 400 || error.error_code === 403) {
      return {
        kind: 'refused',
        reason,
        blocked: error.error_code === 403 && BLOCKED.test(error.description),
      };
    }
    return { kind: 'transient', reason };
  }
  if (error instanceof HttpError) return { kind: 'transient', reason: `network: ${error.message}` };
  return { kind: 'transient', reason: error instanceof Error ? error.message : String(error) };
}
