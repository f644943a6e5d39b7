import { ru } from '../../shared/texts/ru';
import { toast } from '../../shared/ui/toast/toast-store';
import type { ChannelAction } from './channels';

/** Copies MAX's message first (the clipboard is optional, the site still opens), then opens the channel. */
export async function openChannel(action: ChannelAction): Promise<void> {
  if (action.clipboard) {
    try {
      await navigator.clipboard.writeText(action.clipboard);
      toast(ru.contactWidget.maxCopied, { type: 'info' });
    } catch {
      // Without clipboard access the visitor still reaches the messenger.
    }
  }
  if (action.kind === 'phone') window.location.href = action.href;
  else window.open(action.href, '_blank', 'noopener');
}
