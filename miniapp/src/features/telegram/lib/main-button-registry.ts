/**
 * Who owns one of Telegram's bottom buttons (the main one, the secondary one): the page that claimed it last (the
 * product page's 'В корзину' wins over the layout's 'Перейти в корзину'). Claims are released on unmount, which
 * hands the button back to the one before.
 */

interface MainButtonClaim {
  text: string;
  isActive: boolean;
  onClick: () => void;
}

/** Pages claim with 1; the layout's fallback with 0, so a page wins whatever order the effects run in. */
export type ClaimPriority = 0 | 1;

type Listener = (claim: MainButtonClaim | null) => void;

export interface ButtonClaimHandle {
  update(claim: MainButtonClaim): void;
  release(): void;
}

function createButtonRegistry() {
  const claims: { id: number; priority: ClaimPriority; claim: MainButtonClaim }[] = [];
  const listeners = new Set<Listener>();
  let nextId = 1;

  function top(): MainButtonClaim | null {
    let best: (typeof claims)[number] | undefined;
    for (const entry of claims) if (!best || entry.priority >= best.priority) best = entry;
    return best?.claim ?? null;
  }
  const notify = () => {
    for (const listener of listeners) listener(top());
  };

  return {
    claim(claim: MainButtonClaim, priority: ClaimPriority = 1): ButtonClaimHandle {
      const id = nextId++;
      claims.push({ id, priority, claim });
      notify();
      return {
        update(next) {
          const entry = claims.find((item) => item.id === id);
          if (entry) entry.claim = next;
          notify();
        },
        release() {
          const index = claims.findIndex((item) => item.id === id);
          if (index >= 0) claims.splice(index, 1);
          notify();
        },
      };
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      listener(top());
      return () => listeners.delete(listener);
    },
    current: top,
  };
}

export type ButtonRegistry = ReturnType<typeof createButtonRegistry>;

const mainButton = createButtonRegistry();
export const claimMainButton = mainButton.claim;
export const subscribeMainButton = mainButton.subscribe;
export const currentMainButton = mainButton.current;

/** The secondary button beside the main one (Mini Apps 7.10): the same rules of who owns it. */
export const secondaryButtonRegistry = createButtonRegistry();
