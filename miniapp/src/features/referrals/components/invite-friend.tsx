/**
 * «Пригласить подругу» on the account page: her personal link (the t.me link in the mini-app, the web link in a
 * browser), a button that shares it (Telegram's share sheet, the system one, or a copy), how many friends ordered,
 * and her reward codes when staff have turned the reward on.
 */
import { formatKopecks } from '@shop/core';
import { useState } from 'react';
import * as card from '../../../shared/ui/account-card.css';
import { button } from '../../../shared/ui/primitives.css';
import { appModeStore, shareTelegramUrl } from '../../telegram';
import { type MyReferral, useMyReferral } from '../api/referral-calls';
import * as own from './invite-friend.css';
import { inviteTexts as t } from './invite-texts';

export function InviteFriend() {
  const referral = useMyReferral();
  return (
    <section className={card.card} aria-labelledby="invite-friend-title">
      <h2 id="invite-friend-title" className={card.cardTitle}>
        {t.title}
      </h2>
      {referral.data ? (
        <InviteLink referral={referral.data} />
      ) : referral.error ? (
        <p className={card.muted} role="alert">
          {t.loadFailed}
        </p>
      ) : (
        <p className={card.muted} role="status">
          {t.loading}
        </p>
      )}
    </section>
  );
}

function InviteLink({ referral }: { referral: MyReferral }) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const link = appModeStore.isMiniApp && referral.telegramLink ? referral.telegramLink : referral.webLink;

  async function share() {
    setOutcome(null);
    if (appModeStore.isMiniApp && (await shareTelegramUrl(link, t.shareText))) return;
    if (!appModeStore.isMiniApp && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t.title, text: t.shareText, url: link });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy();
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setOutcome(t.copied);
    } catch {
      setOutcome(t.copyFailed);
    }
  }

  return (
    <>
      <p className={card.muted}>{referral.rewardEnabled ? t.leadWithReward : t.lead}</p>
      <label className={card.form}>
        <span className={card.term}>{t.linkLabel}</span>
        <input className={own.linkField} readOnly value={link} onFocus={(event) => event.target.select()} />
      </label>
      <div className={card.actions}>
        <button type="button" className={button({ tone: 'primary' })} onClick={() => void share()}>
          {t.share}
        </button>
        <button type="button" className={button({ tone: 'outline' })} onClick={() => void copy()}>
          {t.copy}
        </button>
      </div>
      {outcome ? (
        <p className={card.muted} role="status">
          {outcome}
        </p>
      ) : null}
      <p className={card.muted}>{t.friendsOrdered(referral.friendsOrdered)}</p>
      {referral.rewards.length > 0 ? (
        <ul className={own.rewards} aria-label={t.rewardsTitle}>
          {referral.rewards.map((reward) => (
            <li key={reward.code} className={own.reward}>
              <strong>{reward.code}</strong> — {t.rewardLine(reward.discountText, reward.reason)}
              {reward.minOrderValueKopecks > 0
                ? `, ${t.minOrder(formatKopecks(reward.minOrderValueKopecks))}`
                : ''}
              {reward.used ? ` (${t.used})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
