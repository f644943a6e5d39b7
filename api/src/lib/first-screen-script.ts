import { createHash } from 'node:crypto';
import {
  EARLY_TAPS_GLOBAL,
  HELD_TAP_ATTRIBUTE,
  HELD_TAP_CONTROLS,
  TELEGRAM_LAUNCH_PARAM,
  TELEGRAM_LAUNCH_SESSION_KEY,
} from '@shop/core/rules';

/** Past this the page's own hold of early taps lets them through, should the storefront's scripts never come. */
const EARLY_HOLD_MS = 10_000;

/**
 * The one inline script of a drawn page, right after `#root`; its hash is in the storefront's policy. Inside
 * Telegram it takes the drawn page down before the first paint (the mini-app draws its own). On the web it holds
 * the taps made on the drawn page before the storefront's scripts have come, for them to make again (the
 * storefront's app/early-taps.ts takes the hold over under EARLY_TAPS_GLOBAL). A held tap's control is marked
 * (HELD_TAP_ATTRIBUTE) until the taps are made again, or until the hold gives up.
 */
export const FIRST_SCREEN_SCRIPT = `try{var r=document.getElementById('root');if(${TELEGRAM_LAUNCH_PARAM}.test(location.hash+location.search)||sessionStorage.getItem('${TELEGRAM_LAUNCH_SESSION_KEY}')==='1'){r.replaceChildren();document.documentElement.removeAttribute('class')}else{var m=function(c){if(c)c.setAttribute('${HELD_TAP_ATTRIBUTE}','');else r.querySelectorAll('[${HELD_TAP_ATTRIBUTE}]').forEach(function(x){x.removeAttribute('${HELD_TAP_ATTRIBUTE}')})};var h=function(e){if(r.contains(e.target)){e.preventDefault();e.stopImmediatePropagation();h.taps.push(e.target);m(e.target.closest&&e.target.closest('${HELD_TAP_CONTROLS}'))}};h.taps=[];addEventListener('click',h,true);window.${EARLY_TAPS_GLOBAL}=h;h.end=setTimeout(function(){removeEventListener('click',h,true);m()},${EARLY_HOLD_MS})}}catch(e){}`;
export const FIRST_SCREEN_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64')}'`;
