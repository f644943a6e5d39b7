/**
 * Inside Telegram, a buyer who has not let the bot write to her would never get what she expects from it (her
 * order's status and payment at checkout, the message of a size back in stock): the screen says so in one line
 * and asks, with Telegram's own dialog, for leave to write. The account's `botMessagesAllowed` covers both ways of
 * giving it (allows_write_to_pm at launch, which the sign-in records, and /start in the bot), so the line shows
 * only to those who gave neither.
 */
import { useEffect, useState } from 'react';
import { ru } from '../../../shared/texts/ru';
import { button, errorText } from '../../../shared/ui/primitives.css';
import { authStore, useAuth } from '../../auth';
import { allowBotMessages } from '../api/allow-bot-messages';
import { canRequestWriteAccess, requestTelegramWriteAccess } from '../lib/telegram-actions';
import { useIsMiniApp } from '../store/app-mode-store';
import * as styles from './write-access-request.css';

/** What the bot would write, said in the line (`offer`) and after a refusal (`declined`). */
export interface WriteAccessTexts {
  offer: string;
  declined: string;
}

type Step = 'ask' | 'asking' | 'declined' | 'failed';

export function WriteAccessRequest({ texts }: { texts: WriteAccessTexts }) {
  const isMiniApp = useIsMiniApp();
  const { user } = useAuth();
  const needed = isMiniApp && Boolean(user?.telegramLinked) && user?.botMessagesAllowed === false;
  const [available, setAvailable] = useState(false);
  const [step, setStep] = useState<Step>('ask');

  useEffect(() => {
    if (!needed) return;
    let current = true;
    void canRequestWriteAccess().then((can) => {
      if (current) setAvailable(can);
    });
    return () => {
      current = false;
    };
  }, [needed]);

  if (!needed || !available) return null;

  const ask = async () => {
    setStep('asking');
    try {
      const answer = await requestTelegramWriteAccess();
      if (answer !== 'allowed') {
        setStep(answer === 'denied' ? 'declined' : 'ask');
        return;
      }
      await allowBotMessages();
      if (authStore.user) authStore.user.botMessagesAllowed = true;
    } catch {
      setStep('failed');
    }
  };

  return (
    <section className={styles.writeAccess} aria-label={ru.writeAccess.label}>
      <p className={styles.writeAccessText}>{step === 'declined' ? texts.declined : texts.offer}</p>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        disabled={step === 'asking'}
        onClick={() => void ask()}
      >
        {ru.writeAccess.button}
      </button>
      {step === 'failed' ? (
        <p className={errorText} role="alert">
          {ru.writeAccess.failed}
        </p>
      ) : null}
    </section>
  );
}
