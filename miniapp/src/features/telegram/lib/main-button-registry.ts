/**
 * Who owns one of Telegram's bottom buttons (the main one, the secondary one): the page that claimed it last (the
 * product page's 'В корзину' wins over the layout's 'Перейти в корзину'). Claims are released on unmount, which
 * hands the button back to the one before. An overlay over the page (the photo viewer) claims with no button at
 * all: the button hides while it is open and comes back as it was when it closes.
 */

interface MainButtonClaim {
  text: string;
  isActive: boolean;
  onClick: () => void;
}

/**
 * Pages claim with 1; the layout's fallback with 0, so a page wins whatever order the effects run in; an overlay
 * over a page with 2, so it hides the page's button whatever order the effects run in.
 */
export type ClaimPriority = 0 | 1 | 2;
export const OVERLAY_PRIORITY: ClaimPriority = 2;

type Listener = (claim: MainButtonClaim | null) => void;

export interface ButtonClaimHandle {
  update(claim: MainButtonClaim): void;
  release(): void;
}

function createButtonRegistry() {
  // A null claim is an overlay's: no button while it holds.
  const claims: { id: number; priority: ClaimPriority; claim: MainButtonClaim | null }[] = [];
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
    claim(claim: MainButtonClaim | null, priority: ClaimPriority = 1): ButtonClaimHandle {
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
