import { type ReactNode, useState } from 'react';
import { ConfirmQuestion, type Question } from '../../../shared/ui/confirm-question';
import { confirmInTelegram } from '../lib/telegram-actions';

/**
 * Asks before something that cannot be undone: in Telegram's popup inside the mini-app, on the page elsewhere
 * (`question`, to render where the asking button was). `onConfirmed` runs only on «yes».
 */
export function useConfirmation(onConfirmed: () => void): {
  ask: (question: Question) => Promise<void>;
  /** True while the question is open, in Telegram or on the page. */
  asking: boolean;
  /** The question on the page, or null. */
  question: ReactNode;
} {
  const [open, setOpen] = useState<{ question: Question; onPage: boolean } | null>(null);
  const ask = async (question: Question) => {
    setOpen({ question, onPage: false });
    const confirmed = await confirmInTelegram(question);
    setOpen(confirmed === null ? { question, onPage: true } : null);
    if (confirmed) onConfirmed();
  };
  const question = open?.onPage ? (
    <ConfirmQuestion
      {...open.question}
      onAnswer={(yes) => {
        setOpen(null);
        if (yes) onConfirmed();
      }}
    />
  ) : null;
  return { ask, asking: open !== null, question };
}
