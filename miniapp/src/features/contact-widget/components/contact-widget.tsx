/**
 * The contact button: shown only when GET /settings/contact-widget/public succeeds with enabled true; a load
 * failure is logged and the widget stays hidden. Choosing a channel acts and closes the list. It stands in the
 * header's actions at every width and in the mini-app (docs/ARCHITECTURE.md, "The contact button lives in the
 * header"), so it never covers the page and the page never hides it; its list opens under it, and Escape or a
 * press outside closes it.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDisclosure } from '../../../shared/lib/use-disclosure';
import { ru } from '../../../shared/texts/ru';
import { contactWidgetQueryOptions } from '../api/contact-widget-settings';
import { type ChannelAction, channelActions } from '../channels';
import { openChannel } from '../open-channel';
import * as styles from './contact-widget.css';

const labels: Record<ChannelAction['kind'], string> = {
  whatsapp: ru.contactWidget.whatsapp,
  telegram: ru.contactWidget.telegram,
  phone: ru.contactWidget.phone,
  max: ru.contactWidget.max,
};

export function ContactWidget() {
  const query = useQuery(contactWidgetQueryOptions());
  const { open, close, toggle, rootRef, triggerRef } = useDisclosure();
  const listId = useId();
  const settings = query.data;
  const actions = settings?.enabled ? channelActions(settings) : [];
  if (!settings || actions.length === 0) return null;

  const act = (action: ChannelAction) => {
    close();
    void openChannel(action);
  };

  return (
    <div ref={rootRef} className={styles.widget} data-testid="contact-widget">
      <button
        ref={triggerRef}
        type="button"
        className={styles.toggle}
        style={{ backgroundColor: settings.theme.primaryColor }}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={open ? ru.contactWidget.close : ru.contactWidget.open}
        onClick={toggle}
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5Z"
              strokeLinejoin="round"
            />
          )}
        </svg>
      </button>
      {open ? (
        <ul id={listId} className={styles.list} aria-label={ru.contactWidget.channels}>
          {actions.map((action) => (
            <li key={action.kind}>
              <button type="button" className={styles.channel} onClick={() => act(action)}>
                {labels[action.kind]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
