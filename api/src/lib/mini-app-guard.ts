import { createHash } from 'node:crypto';
import { TELEGRAM_LAUNCH_PARAM, TELEGRAM_LAUNCH_SESSION_KEY } from '@shop/core/rules';

/** Takes the drawn page down inside Telegram, before the first paint; its hash is in the storefront's policy. */
export const MINI_APP_GUARD_SCRIPT = `try{if(${TELEGRAM_LAUNCH_PARAM}.test(location.hash+location.search)||sessionStorage.getItem('${TELEGRAM_LAUNCH_SESSION_KEY}')==='1'){document.getElementById('root').replaceChildren();document.documentElement.removeAttribute('class')}}catch(e){}`;
export const MINI_APP_GUARD_HASH = `'sha256-${createHash('sha256').update(MINI_APP_GUARD_SCRIPT).digest('base64')}'`;
