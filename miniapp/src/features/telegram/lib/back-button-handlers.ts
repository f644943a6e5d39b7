/**
 * Who answers Telegram's back button before the router: an overlay over the page (the photo viewer) takes it
 * while open, so a back press closes the overlay and the next one leaves the page as before. The last taker
 * answers first.
 */
const handlers: { onBack: () => void }[] = [];

export function takeBackButton(onBack: () => void): () => void {
  const entry = { onBack };
  handlers.push(entry);
  return () => {
    const index = handlers.indexOf(entry);
    if (index >= 0) handlers.splice(index, 1);
  };
}

/** Runs the last taker's handler; false when nobody took the button and the router should go back. */
export function answerBackButton(): boolean {
  const entry = handlers.at(-1);
  entry?.onBack();
  return entry !== undefined;
}
