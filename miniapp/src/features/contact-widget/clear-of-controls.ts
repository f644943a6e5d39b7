/**
 * The floating button must never sit on something the shopper could tap (a product card's buttons, a link, a
 * form field): whatever lies under its place is looked at while the page scrolls, resizes or loads. Where its
 * place is clear it shows in full; where not, it tucks into the page's side margin as a narrow tab; where even
 * that margin holds a control (a row scrolling sideways), it steps off the screen until the place is clear.
 */
import { type RefObject, useEffect, useState } from 'react';

type Placement = 'full' | 'tucked' | 'hidden';

/** How much of a tucked button stays on screen: less than the page's 16 px side margin on phones. */
const TUCKED_VISIBLE_PX = 12;

const TAPPABLE =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** True when no point of the box (a 3 x 3 grid, 2 px inside its edges) lands on a control outside `own`. */
function isClear(box: Box, own: Element): boolean {
  const xs = [box.left + 2, (box.left + box.right) / 2, box.right - 2];
  const ys = [box.top + 2, (box.top + box.bottom) / 2, box.bottom - 2];
  for (const x of xs) {
    for (const y of ys) {
      const beneath = document.elementsFromPoint(x, y).find((element) => !own.contains(element));
      if (beneath?.closest(TAPPABLE)) return false;
    }
  }
  return true;
}

function placementAt(home: Box, side: 'left' | 'right', own: Element): Placement {
  if (isClear(home, own)) return 'full';
  const edge =
    side === 'right'
      ? { ...home, left: window.innerWidth - TUCKED_VISIBLE_PX, right: window.innerWidth }
      : { ...home, left: 0, right: TUCKED_VISIBLE_PX };
  return isClear(edge, own) ? 'tucked' : 'hidden';
}

const whenIdle = (callback: () => void): number =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback, { timeout: 1000 })
    : window.setTimeout(callback, 50);

const cancelIdle = (handle: number): void => {
  if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
  else window.clearTimeout(handle);
};

export interface Place {
  placement: Placement;
  /** How far the button moves sideways from its home, in px. */
  shift: number;
}

function shiftFor(placement: Placement, home: Box, side: 'left' | 'right'): number {
  if (placement === 'full') return 0;
  const visible = placement === 'tucked' ? TUCKED_VISIBLE_PX : 0;
  return side === 'right' ? window.innerWidth - visible - home.left : visible - home.right;
}

/**
 * Follows what lies under the button's home (the box of `home`, which never moves) and answers where the button
 * should be.
 */
export function usePlace(home: RefObject<HTMLElement | null>, side: 'left' | 'right', shown: boolean): Place {
  const [place, setPlace] = useState<Place>({ placement: 'full', shift: 0 });
  useEffect(() => {
    const element = home.current;
    if (!shown || !element || typeof document.elementsFromPoint !== 'function') return;
    let frame = 0;
    let idle = 0;
    const check = () => {
      frame = 0;
      idle = 0;
      // A plain box: DOMRect's sides are getters, which a spread would not copy.
      const { left, top, right, bottom, width } = element.getBoundingClientRect();
      if (width === 0) return;
      const box = { left, top, right, bottom };
      const placement = placementAt(box, side, element.parentElement ?? element);
      const shift = Math.round(shiftFor(placement, box, side));
      setPlace((current) =>
        current.placement === placement && current.shift === shift ? current : { placement, shift },
      );
    };
    /** On scroll and resize: before the next frame, so the button never covers a control that moved under it. */
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    /**
     * The first look and the slow ones while a page loads wait until the browser is idle: looking under the button
     * lays the page out, and a page still rendering would be laid out once more on a slow phone's busy thread.
     */
    const scheduleIdle = () => {
      if (frame !== 0 || idle !== 0) return;
      idle = whenIdle(check);
    };
    scheduleIdle();
    // Pages load their content after the first paint; a slow look now and then catches that too.
    const timer = window.setInterval(scheduleIdle, 700);
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle(idle);
      window.clearInterval(timer);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [home, side, shown]);
  return place;
}
