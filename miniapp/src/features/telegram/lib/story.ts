/**
 * Telegram's story editor (Mini Apps 7.8): a picture with a caption and a link back. The SDK loads on the first
 * call; in the web shop, on an older client, or outside a Telegram client each call answers "no".
 */
import { canUseTelegram } from './telegram-availability';

export interface StoryOptions {
  text?: string;
  /** Only Premium users may post a story with a link; Telegram drops it for the rest. */
  widgetLink?: { url: string; name?: string };
}

export async function canShareToStory(): Promise<boolean> {
  if (!(await canUseTelegram())) return false;
  const { shareStory } = await import('@telegram-apps/sdk-react');
  return shareStory.isAvailable();
}

/** Opens the story editor with `mediaUrl` (a public https JPEG for a real client); false when it cannot. */
export async function shareToStory(mediaUrl: string, options: StoryOptions): Promise<boolean> {
  if (!(await canShareToStory())) return false;
  const { shareStory } = await import('@telegram-apps/sdk-react');
  shareStory(mediaUrl, options);
  return true;
}
