import { type ContactWidgetSettings, contactWidgetSettingsSchema } from '@shop/core';
import * as form from '../../../ui/form.css';
import { ControlGroups, SettingsDocumentForm, type SettingsFormProps } from './settings-document-form';
import { settingsTexts } from './settings-texts';

const t = settingsTexts.widget;

/**
 * The contact widget: whether it shows, its colour and which channels it offers. The storefront puts its button in
 * the header (docs/ARCHITECTURE.md), so the document's position and size stay as they are, with no field here.
 */
export function ContactWidgetForm({ initial, onSave }: SettingsFormProps<ContactWidgetSettings>) {
  // A channel without its own flag shows; the checkbox says so.
  const shown = {
    ...initial,
    channels: Object.fromEntries(
      Object.entries(initial.channels).map(([name, channel]) => [
        name,
        { ...channel, enabled: channel.enabled !== false },
      ]),
    ) as ContactWidgetSettings['channels'],
  };
  return (
    <SettingsDocumentForm
      schema={contactWidgetSettingsSchema}
      initial={shown}
      onSave={onSave}
      label={t.formLabel}
      title={t.title}
    >
      {(m) => (
        <>
          <ControlGroups
            methods={m}
            groups={[
              {
                title: t.main,
                fields: [
                  { kind: 'checkbox', name: 'enabled', label: t.enabled },
                  { kind: 'select', name: 'theme.animation', label: t.animation, options: t.animations },
                  { kind: 'text', name: 'theme.primaryColor', label: t.primaryColor, type: 'color' },
                ],
              },
            ]}
          />
          <p className={form.hint}>{t.placeHint}</p>
          <p className={form.hint}>{t.channelHint}</p>
          <ControlGroups
            methods={m}
            groups={[
              {
                title: t.whatsapp,
                fields: [
                  { kind: 'checkbox', name: 'channels.whatsapp.enabled', label: t.channelEnabled },
                  { kind: 'text', name: 'channels.whatsapp.phone', label: t.whatsappPhone, type: 'tel' },
                  { kind: 'text', name: 'channels.whatsapp.message', label: t.message, multiline: true },
                ],
              },
              {
                title: t.telegram,
                fields: [
                  { kind: 'checkbox', name: 'channels.telegram.enabled', label: t.channelEnabled },
                  { kind: 'text', name: 'channels.telegram.username', label: t.telegramUsername },
                  { kind: 'text', name: 'channels.telegram.message', label: t.message, multiline: true },
                ],
              },
              {
                title: t.phone,
                fields: [
                  { kind: 'checkbox', name: 'channels.phone.enabled', label: t.channelEnabled },
                  { kind: 'text', name: 'channels.phone.number', label: t.phoneNumber, type: 'tel' },
                ],
              },
              {
                title: t.max,
                fields: [
                  { kind: 'checkbox', name: 'channels.max.enabled', label: t.channelEnabled },
                  { kind: 'text', name: 'channels.max.contact', label: t.maxContact },
                  { kind: 'text', name: 'channels.max.message', label: t.message, multiline: true },
                ],
              },
            ]}
          />
        </>
      )}
    </SettingsDocumentForm>
  );
}
