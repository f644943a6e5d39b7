import { useLayoutEffect, useRef } from 'react';
import * as styles from './confirm-question.css';
import { button } from './primitives.css';

export interface Question {
  title: string;
  /** What the answer «yes» cannot undo. */
  warning: string;
  yes: string;
  no: string;
}

/**
 * A yes or no asked on the page, in place of the buttons that asked it (the browser's own `confirm` is not shown
 * by every Telegram client). Focus moves to the safe answer.
 */
export function ConfirmQuestion({
  title,
  warning,
  yes,
  no,
  onAnswer,
}: Question & { onAnswer: (yes: boolean) => void }) {
  const noRef = useRef<HTMLButtonElement>(null);
  // In the same commit that draws the question: the focus is never left on the button that went away.
  useLayoutEffect(() => noRef.current?.focus(), []);
  return (
    <fieldset className={styles.question}>
      <legend className={styles.title}>{title}</legend>
      <p className={styles.warning}>{warning}</p>
      <div className={styles.answers}>
        <button type="button" className={button({ size: 'sm' })} onClick={() => onAnswer(true)}>
          {yes}
        </button>
        <button
          ref={noRef}
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          onClick={() => onAnswer(false)}
        >
          {no}
        </button>
      </div>
    </fieldset>
  );
}
