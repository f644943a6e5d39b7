// What the real Bot API refuses in a call's own fields, with the error code and description Telegram answers, so a
// test fails where Telegram would. Limits from core.telegram.org/bots/api (sendMessage text 1-4096 characters,
// captions 0-1024, answerCallbackQuery text 0-200, web_app buttons "only in private chats" with "an HTTPS URL of a
// Web App", InlineQueryResultPhoto
// "Photo must be in JPEG format", invoices: title 1-32 characters, description 1-255, payload 1-128 bytes).
import { TELEGRAM_LIMITS } from '@shop/core';

export type ChatType = 'private' | 'group' | 'supergroup' | 'channel';

export interface Refusal {
  ok: false;
  error_code: number;
  description: string;
  parameters?: { retry_after?: number };
}

export const badRequest = (description: string): Refusal => ({
  ok: false,
  error_code: 400,
  description: `Bad Request: ${description}`,
});

/** Methods that put a message in a chat (or change one): these count against the flood limits. */
export const MESSAGE_METHODS = new Set([
  'sendMessage',
  'sendPhoto',
  'sendDocument',
  'sendVideo',
  'sendAnimation',
  'sendAudio',
  'sendVoice',
  'sendSticker',
  'sendMediaGroup',
  'sendLocation',
  'sendContact',
  'sendPoll',
  'sendDice',
  'sendInvoice',
  'copyMessage',
  'forwardMessage',
  'editMessageText',
  'editMessageCaption',
  'editMessageMedia',
  'editMessageReplyMarkup',
]);

const CAPTION_METHODS = new Set([
  'sendPhoto',
  'sendDocument',
  'sendVideo',
  'sendAnimation',
  'sendAudio',
  'sendVoice',
  'copyMessage',
  'editMessageCaption',
]);

/** Fields sent form-encoded arrive as JSON strings; grammY sends JSON bodies, other clients may not. */
function jsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The addresses of a keyboard's web_app buttons. */
function webAppUrls(markup: unknown): unknown[] {
  if (typeof markup !== 'object' || markup === null) return [];
  const rows = [
    ...((markup as { inline_keyboard?: unknown[] }).inline_keyboard ?? []),
    ...((markup as { keyboard?: unknown[] }).keyboard ?? []),
  ];
  return rows.flatMap((row) =>
    Array.isArray(row)
      ? row.flatMap((button) =>
          typeof button === 'object' && button !== null && 'web_app' in button
            ? [(button as { web_app?: { url?: unknown } }).web_app?.url]
            : [],
        )
      : [],
  );
}

/** The path of a URL ends in .jpg or .jpeg; the query string does not count. */
function isJpegUrl(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  try {
    return /\.jpe?g$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

function inlineResultRefusal(result: unknown): Refusal | undefined {
  if (typeof result !== 'object' || result === null) return badRequest('RESULT_ID_INVALID');
  const { type, photo_url: photoUrl } = result as { type?: unknown; photo_url?: unknown };
  // Telegram fetches the photo itself and takes only JPEG; the fake judges by the address, as the shop serves
  // its JPEG variants at addresses ending in .jpg.
  if (type === 'photo' && !isJpegUrl(photoUrl)) return badRequest('PHOTO_INVALID');
  return undefined;
}

/**
 * An invoice (sendInvoice, createInvoiceLink) as the Bot API takes it: title 1-32 characters, description 1-255,
 * payload 1-128 bytes, a three-letter currency and a non-empty list of labelled prices in whole minor units. A
 * price may be negative (a discount), but the total must be positive. `provider_data` must be a JSON string,
 * the need_ and send_ flags booleans.
 */
function invoiceRefusal(payload: Record<string, unknown>): Refusal | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const title = text(payload.title);
  if (title.length < 1 || title.length > 32) return badRequest('invoice title must be 1-32 characters long');
  const description = text(payload.description);
  if (description.length < 1 || description.length > 255) {
    return badRequest('invoice description must be 1-255 characters long');
  }
  const invoicePayload = Buffer.byteLength(text(payload.payload));
  if (invoicePayload < 1 || invoicePayload > 128) return badRequest('INVOICE_PAYLOAD_INVALID');
  if (!/^[A-Z]{3}$/.test(text(payload.currency))) return badRequest('CURRENCY_INVALID');
  const prices = jsonField(payload.prices);
  const wellFormed =
    Array.isArray(prices) &&
    prices.length > 0 &&
    prices.every(
      (price) =>
        typeof price === 'object' &&
        price !== null &&
        typeof (price as { label?: unknown }).label === 'string' &&
        (price as { label: string }).label !== '' &&
        Number.isSafeInteger((price as { amount?: unknown }).amount),
    );
  if (!wellFormed) return badRequest("can't parse prices JSON object");
  const total = (prices as { amount: number }[]).reduce((sum, price) => sum + price.amount, 0);
  if (total <= 0) return badRequest('CURRENCY_TOTAL_AMOUNT_INVALID');
  // provider_data is a JSON-serialized string handed to the provider as it is.
  if (payload.provider_data !== undefined) {
    if (typeof payload.provider_data !== 'string') return badRequest('DATA_JSON_INVALID');
    try {
      JSON.parse(payload.provider_data);
    } catch {
      return badRequest('DATA_JSON_INVALID');
    }
  }
  for (const flag of INVOICE_FLAGS) {
    const value = jsonField(payload[flag]);
    if (value !== undefined && typeof value !== 'boolean')
      return badRequest(`field "${flag}" must be of type Boolean`);
  }
  return undefined;
}

const INVOICE_FLAGS = [
  'need_name',
  'need_phone_number',
  'need_email',
  'need_shipping_address',
  'send_phone_number_to_provider',
  'send_email_to_provider',
  'is_flexible',
] as const;

/**
 * The refusal Telegram answers for these fields, or undefined when it would accept them. `chatType` is the type of
 * the chat the call addresses, when it addresses one.
 */
export function refusalOf(
  method: string,
  payload: Record<string, unknown>,
  chatType: ChatType | undefined,
): Refusal | undefined {
  if (method === 'sendMessage' || method === 'editMessageText') {
    const text = typeof payload.text === 'string' ? payload.text : '';
    if (text.trim() === '') return badRequest('message text is empty');
    if (text.length > TELEGRAM_LIMITS.text) return badRequest('message is too long');
  }
  if (CAPTION_METHODS.has(method)) {
    const caption = typeof payload.caption === 'string' ? payload.caption : '';
    if (caption.length > TELEGRAM_LIMITS.caption) return badRequest('message caption is too long');
  }
  if (method === 'answerCallbackQuery') {
    const text = typeof payload.text === 'string' ? payload.text : '';
    if (text.length > TELEGRAM_LIMITS.callbackAnswer) return badRequest('MESSAGE_TOO_LONG');
  }
  const webApps = webAppUrls(jsonField(payload.reply_markup));
  if (chatType !== undefined && chatType !== 'private' && webApps.length > 0) {
    return badRequest('BUTTON_TYPE_INVALID');
  }
  const plain = webApps.findIndex((url) => typeof url !== 'string' || !url.startsWith('https://'));
  if (plain >= 0) {
    return badRequest(
      `inline keyboard button web app url '${String(webApps[plain])}' is invalid: only https links are allowed`,
    );
  }
  if (method === 'answerInlineQuery') {
    const results = jsonField(payload.results);
    if (!Array.isArray(results)) return badRequest('field "results" must be an array');
    for (const result of results) {
      const refusal = inlineResultRefusal(result);
      if (refusal) return refusal;
    }
  }
  if (method === 'savePreparedInlineMessage') return inlineResultRefusal(jsonField(payload.result));
  if (method === 'sendInvoice' || method === 'createInvoiceLink') return invoiceRefusal(payload);
  return undefined;
}
