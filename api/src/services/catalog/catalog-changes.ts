/**
 * Tells every api instance on the same database that the catalogue changed, so each drops its cached list pages at
 * once: Postgres NOTIFY on one channel, LISTENed to by each instance (PGlite delivers it in process). A lost
 * notice (an instance reconnecting) costs at most the cache's own short lifetime.
 */
import { type DatabaseHandle, notifyChannel } from '@shop/db';
import type { Logger } from '../../lib/logger';

const CHANNEL = 'catalog_changed';

export interface CatalogChangeFeed {
  /** Runs `listener` on every change announced by any instance, this one included. */
  onChange(listener: () => void): void;
  /** Announces a committed change to every instance; never throws. */
  announce(): void;
  close(): Promise<void>;
}

export async function catalogChangeFeed(database: DatabaseHandle, log: Logger): Promise<CatalogChangeFeed> {
  const listeners = new Set<() => void>();
  const stop = await database.listen(CHANNEL, () => {
    for (const listener of listeners) listener();
  });
  // One notice at a time: announcements made while one is on its way are folded into one more sent after it, so
  // every change is still followed by a notice, and a burst of orders costs a few NOTIFYs rather than one each.
  let sending = false;
  let again = false;
  const send = () => {
    sending = true;
    notifyChannel(database.db, CHANNEL)
      .catch((error: unknown) => {
        log.warn('catalogue change not announced', {
          error: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        if (!again) {
          sending = false;
          return;
        }
        again = false;
        send();
      });
  };
  return {
    onChange: (listener) => listeners.add(listener),
    announce() {
      if (sending) again = true;
      else send();
    },
    close: stop,
  };
}
