/**
 * A bound on how long a request waits for a database that does not answer. A frozen or unreachable server keeps
 * its connections open and answers nothing, so neither the statement time limit (the server enforces it) nor the
 * connect timeout ends a query already sent. A request still running after `checkAfterMs` asks the database,
 * on a connection of its own, whether it answers; if it does not, the request is answered 503 at once (the work
 * left behind finishes or fails on its own when the server is back). A slow request on a database that answers
 * is left alone.
 */
import type { DatabaseHandle } from '@shop/db';
import type { MiddlewareHandler } from 'hono';

export interface DatabaseDeadline {
  /** How long a request runs before the database is asked. */
  checkAfterMs: number;
  /** How long the database has to answer that question. */
  answerWithinMs: number;
}

const DATABASE_DEADLINE: DatabaseDeadline = { checkAfterMs: 1000, answerWithinMs: 500 };

/** Thrown in place of the request's own answer; the error handler answers it 503 like a busy database. */
export class DatabaseNotAnswering extends Error {
  readonly code = 'DATABASE_NOT_ANSWERING';
  constructor() {
    super('the database did not answer in time');
    this.name = 'DatabaseNotAnswering';
  }
}

export function databaseDeadline(
  database: DatabaseHandle,
  deadline: DatabaseDeadline = DATABASE_DEADLINE,
): MiddlewareHandler {
  // One question at a time, shared by every request waiting at that moment.
  let asking: Promise<boolean> | undefined;
  const answers = () => {
    asking ??= database.answers(deadline.answerWithinMs).finally(() => {
      asking = undefined;
    });
    return asking;
  };

  return async (_c, next) => {
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const done = next().finally(() => {
      settled = true;
    });
    const stuck = new Promise<'stuck'>((resolve) => {
      const check = async () => {
        if (settled) return;
        if (!(await answers()) && !settled) return resolve('stuck');
        if (!settled) timer = setTimeout(check, deadline.checkAfterMs);
      };
      timer = setTimeout(check, deadline.checkAfterMs);
    });
    try {
      const first = await Promise.race([done, stuck]);
      if (first === 'stuck') {
        done.catch(() => {});
        throw new DatabaseNotAnswering();
      }
    } finally {
      clearTimeout(timer);
    }
  };
}
