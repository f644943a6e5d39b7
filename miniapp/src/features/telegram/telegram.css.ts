/** Telegram's own safe areas (full-screen mode on phones), which env(safe-area-inset-*) does not report. */
import { globalStyle } from '@vanilla-extract/css';

const miniApp = ':root[data-mode="mini-app"]';

globalStyle(`${miniApp} body`, {
  paddingLeft: 'var(--tg-safe-area-inset-left, 0px)',
  paddingRight: 'var(--tg-safe-area-inset-right, 0px)',
});

globalStyle(`${miniApp} header`, {
  marginTop: 'calc(var(--tg-safe-area-inset-top, 0px) + var(--tg-content-safe-area-inset-top, 0px))',
});
