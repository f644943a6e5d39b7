/** Tells the shop that the buyer allowed the bot to write to her (Telegram answered "allowed" in the mini-app). */
import { client, unwrap } from '../../../shared/api/shop-client';

export const allowBotMessages = () => unwrap(client.api.auth.telegram['write-access'].$post());
