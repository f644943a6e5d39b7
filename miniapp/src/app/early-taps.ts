import { EARLY_TAPS_GLOBAL, HELD_TAP_ATTRIBUTE, HELD_TAP_CONTROLS } from '@shop/core/rules';

/**
 * The page's own inline hold of the taps made before this script came (api/src/lib/first-screen-script.ts): the
 * tapped elements in order, and the timer that ends the hold.
 */
type PageHold = ((event: MouseEvent) => void) & { taps?: EventTarget[]; end?: number };

/** Past this a tap is let through whatever has arrived: a page must never stay deaf. */
const LONGEST_HOLD_MS = 10_000;

/** The keys a radio group answers (shared/ui/use-radio-group.ts); on its buttons they mean nothing to the browser. */
const RADIO_GROUP_KEYS = new Set(['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End']);

/**
 * Taps on the page the server drew, made before the code of its parts has arrived, are held, and made again in turn
 * once it has: one per control, where it was last tapped (a color then a size are both chosen; a button tapped
 * twice is pressed once). React answers a tap only on a part it can take over, and a part whose code is still on
 * its way it cannot: it drops the tap (a heart that stays empty, a link that loads the whole page again). With the
 * code there, React takes the tapped part over at once and answers the tap made again. A radio group's arrow keys
 * (a size chosen from the keyboard) are held the same way and pressed again in turn on the option then focused.
 * The held tap's control looks taken (HELD_TAP_ATTRIBUTE) until then.
 *
 * The page's inline script holds taps from its first paint; this hold takes its place when the scripts start.
 * Returns the release, to call once the code has arrived and the page's taking over has begun.
 */
export function holdEarlyTaps(container: HTMLElement): () => void {
  const held: Node[] = [];
  const heldKeys: string[] = [];
  const holdTap = (tapped: Node) => {
    const control = controlOf(tapped);
    const earlier = held.findIndex((node) => (controlOf(node) ?? node) === (control ?? tapped));
    if (earlier >= 0) held.splice(earlier, 1);
    held.push(tapped);
    control?.setAttribute(HELD_TAP_ATTRIBUTE, '');
  };
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof Node) || !container.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    holdTap(event.target);
  };
  const holdKey = (event: KeyboardEvent) => {
    if (!isRadioIn(container, event.target) || !RADIO_GROUP_KEYS.has(event.key)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldKeys.push(event.key);
  };
  window.addEventListener('click', hold, { capture: true });
  window.addEventListener('keydown', holdKey, { capture: true });
  for (const tapped of endPageHold()) if (tapped instanceof Node) holdTap(tapped);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(giveUp);
    window.removeEventListener('click', hold, { capture: true });
    window.removeEventListener('keydown', holdKey, { capture: true });
    for (const marked of container.querySelectorAll(`[${HELD_TAP_ATTRIBUTE}]`))
      marked.removeAttribute(HELD_TAP_ATTRIBUTE);
    tellChoicesMade(container);
    for (const key of heldKeys) {
      const focused = document.activeElement;
      if (!isRadioIn(container, focused)) break;
      focused.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true }),
      );
    }
    // A held tap on something drawn again from scratch (a part the scripts could not take over) has nothing to land on.
    for (const tapped of held) {
      if (!tapped.isConnected) continue;
      tapped.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }),
      );
    }
  };
  const giveUp = setTimeout(release, LONGEST_HOLD_MS);
  return release;
}

/** The control a tap landed in: the closest link, button, label or option around it. */
const controlOf = (tapped: Node): Element | null =>
  (tapped instanceof Element ? tapped : tapped.parentElement)?.closest(HELD_TAP_CONTROLS) ?? null;

const isRadioIn = (container: HTMLElement, target: EventTarget | null): target is Element =>
  target instanceof Element && target.getAttribute('role') === 'radio' && container.contains(target);

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

/** Ends the page's inline hold, for a page the scripts draw afresh; returns the taps it held, in order. */
export function endPageHold(): EventTarget[] {
  const pageHold = (window as unknown as Record<string, PageHold | undefined>)[EARLY_TAPS_GLOBAL];
  if (!pageHold) return [];
  window.removeEventListener('click', pageHold, { capture: true });
  clearTimeout(pageHold.end);
  return pageHold.taps ?? [];
}
