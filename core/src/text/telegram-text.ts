/**
 * What Telegram accepts from a bot: a message text of at most 4,096 characters, a caption of 1,024, a callback
 * answer of 200. Telegram counts after entity parsing; JavaScript's length (UTF-16 units) is never below its count,
 * so a text that fits here fits there.
 */
export const TELEGRAM_LIMITS = { text: 4096, caption: 1024, callbackAnswer: 200 } as const;

export interface MessageParts {
  /** Always shown first (the order's number and total). */
  head: readonly string[];
  /** As many as fit, in order; the rest become one `more` line. */
  lines: readonly string[];
  /** Always shown last (a link to the whole order). */
  tail?: readonly string[];
  /** The line that stands for `hidden` lines left out: "… и ещё 12 позиций". */
  more: (hidden: number) => string;
  /** TELEGRAM_LIMITS.text by default. */
  limit?: number;
}

/** Cuts a text to `limit` characters, ending with an ellipsis when anything was cut. */
export function cutText(text: string, limit: number = TELEGRAM_LIMITS.text): string {
  if (text.length <= limit) return text;
  // Never end on half of a surrogate pair (an emoji).
  let end = limit - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * Joins head, lines and tail with newlines within the limit whatever the number or length of the lines: lines past
 * what fits are summarised by `more`, each line is cut to a tenth of the limit, and a head or tail too long alone
 * is cut last.
 */
export function fitMessage(parts: MessageParts): string {
  const limit = parts.limit ?? TELEGRAM_LIMITS.text;
  const lineLimit = Math.max(40, Math.floor(limit / 10));
  const head = parts.head.join('\n');
  const tail = (parts.tail ?? []).join('\n');
  const lines = parts.lines.map((line) => cutText(line, lineLimit));
  const assemble = (shown: readonly string[], hidden: number) =>
    [head, ...shown, ...(hidden > 0 ? [parts.more(hidden)] : []), ...(tail ? [tail] : [])]
      .filter((piece) => piece !== '')
      .join('\n');
  let shown = lines.length;
  let text = assemble(lines, 0);
  while (text.length > limit && shown > 0) {
    // Drop what overflows in one step, then one line at a time for the room the `more` line takes.
    const over = text.length - limit;
    let dropped = 0;
    let freed = 0;
    while (shown - dropped > 0 && freed < over) {
      freed += (lines[shown - dropped - 1]?.length ?? 0) + 1;
      dropped += 1;
    }
    shown -= Math.max(1, dropped);
    text = assemble(lines.slice(0, shown), lines.length - shown);
  }
  return cutText(text, limit);
}
