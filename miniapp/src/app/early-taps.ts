import { EARLY_TAPS_GLOBAL } from '@shop/core/rules';

/** The page's own inline hold of the taps made before this script came (api/src/lib/first-screen-script.ts). */
type PageHold = ((event: MouseEvent) => void) & { tap?: EventTarget };

/** Past this a tap is let through whatever has arrived: a page must never stay deaf. */
const LONGEST_HOLD_MS = 10_000;

/**
 * Taps on the page the server drew, made before the code of its parts has arrived, are held, and the last one is
 * made again once it has. React answers a tap only on a part it can take over, and a part whose code is still on
 * its way it cannot: it drops the tap (a heart that stays empty, a link that loads the whole page again). With the
 * code there, React takes the tapped part over at once and answers the tap made again.
 *
 * The page's inline script holds taps from its first paint; this hold takes its place when the scripts start.
 * Returns the release, to call once the code has arrived and the page's taking over has begun.
 */
export function holdEarlyTaps(container: HTMLElement): () => void {
  let held: Node | undefined;
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof Node) || !container.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event.target;
  };
  window.addEventListener('click', hold, { capture: true });
  const pageTap = endPageHold();
  if (pageTap instanceof Node) held = pageTap;

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(giveUp);
    window.removeEventListener('click', hold, { capture: true });
    tellChoicesMade(container);
    // A held tap on something drawn again from scratch (a part the scripts could not take over) has nothing to land on.
    if (held?.isConnected) {
      held.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }),
      );
    }
  };
  const giveUp = setTimeout(release, LONGEST_HOLD_MS);
  return release;
}

/**
 * A choice made meanwhile in a drawn list (the catalogue's sort) stays on the page, but its change reached no code:
 * a list whose chosen option is not the one the server drew tells its change now.
 */
function tellChoicesMade(container: HTMLElement) {
  for (const select of container.querySelectorAll('select')) {
    if ([...select.options].some((option) => option.selected !== option.defaultSelected)) {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

/** Ends the page's inline hold, for a page the scripts draw afresh; returns the last tap it held. */
export function endPageHold(): EventTarget | undefined {
  const pageHold = (window as unknown as Record<string, PageHold | undefined>)[EARLY_TAPS_GLOBAL];
  if (!pageHold) return undefined;
  window.removeEventListener('click', pageHold, { capture: true });
  return pageHold.tap;
}
