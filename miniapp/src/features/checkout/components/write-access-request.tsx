/**
 * Inside Telegram, a buyer who has not let the bot write to her would never get her order's status or payment
 * messages: checkout says so in one line and asks, with Telegram's own dialog, for leave to write. The account's
 * `botMessagesAllowed` covers both ways of giving it (allows_write_to_pm at launch, which the sign-in records,
 * and /start in the bot), so the line shows only to those who gave neither.
 */
import { useEffect, useState } from 'react';
import { ru } from '../../../shared/texts/ru';
import { button, errorText } from '../../../shared/ui/primitives.css';
import { authStore, useAuth } from '../../auth/store/auth-store';
import { canRequestWriteAccess, requestTelegramWriteAccess } from '../../telegram/lib/telegram-actions';
import { useIsMiniApp } from '../../telegram/store/app-mode-store';
import { allowBotMessages } from '../api/allow-bot-messages';
import * as styles from './checkout.css';

type Step = 'ask' | 'asking' | 'declined' | 'failed';

export function WriteAccessRequest() {
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
    <section className={styles.writeAccess} aria-label={ru.checkout.writeAccess.label}>
      <p className={styles.writeAccessText}>
        {step === 'declined' ? ru.checkout.writeAccess.declined : ru.checkout.writeAccess.offer}
      </p>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        disabled={step === 'asking'}
        onClick={() => void ask()}
      >
        {ru.checkout.writeAccess.button}
      </button>
      {step === 'failed' ? (
        <p className={errorText} role="alert">
          {ru.checkout.writeAccess.failed}
        </p>
      ) : null}
    </section>
  );
}
