/**
 * The floating contact button: shown only when GET /settings/contact-widget/public succeeds with enabled true;
 * a load failure is logged and the widget stays hidden. Choosing a channel acts and closes the list. It never
 * rests on something tappable: over a control it tucks aside (`clear-of-controls.ts`), and comes out in full
 * while its list is open or it has the keyboard focus.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';
import { ru } from '../../../shared/texts/ru';
import { type ChannelAction, channelActions } from '../channels';
import { usePlace } from '../clear-of-controls';
import { openChannel } from '../open-channel';
import * as styles from './contact-widget.css';

async function getWidgetSettings(signal?: AbortSignal) {
  try {
    return await unwrap(
      client.api.settings['contact-widget'].public.$get(undefined, requestOptions({ signal })),
    );
  } catch (error) {
    if (!signal?.aborted) console.error('Contact widget settings failed to load', error);
    return null;
  }
}

const labels: Record<ChannelAction['kind'], string> = {
  whatsapp: ru.contactWidget.whatsapp,
  telegram: ru.contactWidget.telegram,
  phone: ru.contactWidget.phone,
  max: ru.contactWidget.max,
};

export function ContactWidget() {
  const query = useQuery({
    queryKey: ['settings', 'contact-widget'],
    queryFn: ({ signal }) => getWidgetSettings(signal),
    retry: false,
  });
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const listId = useId();
  const home = useRef<HTMLDivElement>(null);
  const settings = query.data;
  const side = settings?.position === 'bottom-left' ? 'left' : 'right';
  const actions = settings?.enabled ? channelActions(settings) : [];
  const place = usePlace(home, side, actions.length > 0);
  if (!settings || actions.length === 0) return null;

  const act = (action: ChannelAction) => {
    setOpen(false);
    void openChannel(action);
  };

  const placement = open || focused ? 'full' : place.placement;
  return (
    <div
      className={styles.widget({ position: side })}
      data-testid="contact-widget"
      data-placement={placement}
    >
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
      <div ref={home} className={styles.home({ size: settings.theme.size })}>
        <button
          type="button"
          className={styles.toggle({ size: settings.theme.size })}
          style={{
            backgroundColor: settings.theme.primaryColor,
            transform: placement === 'full' ? undefined : `translateX(${place.shift}px)`,
          }}
          // Keyboard focus brings it out; a tap's focus does not keep it over the page after the list closes.
          onFocus={(event) => setFocused(event.currentTarget.matches(':focus-visible'))}
          onBlur={() => setFocused(false)}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={open ? ru.contactWidget.close : ru.contactWidget.open}
          onClick={() => setOpen((value) => !value)}
        >
          <svg
            viewBox="0 0 24 24"
            width="26"
            height="26"
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
      </div>
    </div>
  );
}
