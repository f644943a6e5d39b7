import {
  type ContactWidgetFormValues,
  type ContactWidgetSettings,
  contactWidgetSettingsSchema,
} from '@shop/core';
import * as form from '../../../ui/form.css';
import { useSchemaForm } from '../../../ui/schema-form';
import { DocumentForm } from './document-form';
import { CheckboxControl, FieldGroup, SelectControl, TextControl } from './form-controls';
import { settingsTexts } from './settings-texts';

const t = settingsTexts.widget;

/** The floating contact widget: where it sits, how it looks and which channels it offers. */
export function ContactWidgetForm({
  initial,
  onSave,
}: {
  initial: ContactWidgetSettings;
  onSave: (settings: ContactWidgetSettings) => Promise<unknown>;
}) {
  const saving = useSchemaForm<ContactWidgetFormValues, ContactWidgetSettings>(
    contactWidgetSettingsSchema,
    // A channel without its own flag shows; the checkbox says so.
    {
      ...initial,
      channels: Object.fromEntries(
        Object.entries(initial.channels).map(([name, channel]) => [
          name,
          { ...channel, enabled: channel.enabled !== false },
        ]),
      ) as ContactWidgetSettings['channels'],
    },
    onSave,
  );
  const m = saving.methods;
  return (
    <DocumentForm label={t.formLabel} title={t.title} saving={saving}>
      <FieldGroup title={t.main}>
        <CheckboxControl methods={m} name="enabled" label={t.enabled} />
        <SelectControl methods={m} name="position" label={t.position} options={t.positions} />
        <SelectControl methods={m} name="theme.size" label={t.size} options={t.sizes} />
        <SelectControl methods={m} name="theme.animation" label={t.animation} options={t.animations} />
        <TextControl methods={m} name="theme.primaryColor" label={t.primaryColor} type="color" />
      </FieldGroup>
      <p className={form.hint}>{t.channelHint}</p>
      <FieldGroup title={t.whatsapp}>
        <CheckboxControl methods={m} name="channels.whatsapp.enabled" label={t.channelEnabled} />
        <TextControl methods={m} name="channels.whatsapp.phone" label={t.whatsappPhone} type="tel" />
        <TextControl methods={m} name="channels.whatsapp.message" label={t.message} multiline />
      </FieldGroup>
      <FieldGroup title={t.telegram}>
        <CheckboxControl methods={m} name="channels.telegram.enabled" label={t.channelEnabled} />
        <TextControl methods={m} name="channels.telegram.username" label={t.telegramUsername} />
        <TextControl methods={m} name="channels.telegram.message" label={t.message} multiline />
      </FieldGroup>
      <FieldGroup title={t.phone}>
        <CheckboxControl methods={m} name="channels.phone.enabled" label={t.channelEnabled} />
        <TextControl methods={m} name="channels.phone.number" label={t.phoneNumber} type="tel" />
      </FieldGroup>
      <FieldGroup title={t.max}>
        <CheckboxControl methods={m} name="channels.max.enabled" label={t.channelEnabled} />
        <TextControl methods={m} name="channels.max.contact" label={t.maxContact} />
        <TextControl methods={m} name="channels.max.message" label={t.message} multiline />
      </FieldGroup>
    </DocumentForm>
  );
}
