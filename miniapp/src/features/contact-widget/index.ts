/** The public entry of the feature: other features import from here only. */

export type { ChannelAction } from './channels';
export { maxAction, telegramHref, whatsappHref } from './channels';
export { openChannel } from './open-channel';
