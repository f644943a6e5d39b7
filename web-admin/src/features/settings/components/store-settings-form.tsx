import { type StoreSettings, storeSettingsSchema } from '@shop/core';
import { TextControl } from './form-controls';
import { type SettingsFormProps, SettingsGroupsForm } from './settings-document-form';
import { settingsTexts } from './settings-texts';

const t = settingsTexts.store;
const widget = 'footerData.contactWidget';

/** The store settings of SPEC 3; parts not on the form (page texts, payment methods...) are kept as they are. */
export function StoreSettingsForm({ initial, onSave }: SettingsFormProps<StoreSettings>) {
  return (
    <SettingsGroupsForm
      schema={storeSettingsSchema}
      initial={initial}
      onSave={onSave}
      texts={t}
      groups={(m) => [
        {
          title: t.main,
          wide: <TextControl methods={m} name="storeDescription" label={t.storeDescription} multiline />,
          fields: [{ kind: 'text', name: 'storeName', label: t.storeName }],
        },
        {
          title: t.logo,
          fields: [
            { kind: 'image', name: 'logo.url', label: t.logoUrl, hint: t.logoHint },
            {
              kind: 'image',
              name: 'logo.faviconUrl',
              label: t.faviconUrl,
              hint: t.faviconHint,
              variant: 'card',
            },
            { kind: 'checkbox', name: 'logo.showLogo', label: t.showLogo },
          ],
        },
        {
          title: t.contacts,
          fields: [
            { kind: 'text', name: 'contact.phone', label: t.phone, type: 'tel' },
            { kind: 'text', name: 'contact.email', label: t.email, type: 'email' },
            { kind: 'text', name: 'contact.address.street', label: t.street },
            { kind: 'text', name: 'contact.address.city', label: t.city },
            { kind: 'text', name: 'contact.address.postalCode', label: t.postalCode },
            { kind: 'text', name: 'contact.address.country', label: t.country },
          ],
        },
        {
          title: t.hours,
          fields: [
            { kind: 'text', name: 'contact.workingHours.weekdays', label: t.weekdays },
            { kind: 'text', name: 'contact.workingHours.weekends', label: t.weekends },
          ],
        },
        {
          title: t.social,
          fields: [
            { kind: 'text', name: 'socialMedia.instagram', label: t.instagram, type: 'url' },
            { kind: 'text', name: 'socialMedia.facebook', label: t.facebook, type: 'url' },
            { kind: 'text', name: 'socialMedia.telegram', label: t.telegram, type: 'url' },
            { kind: 'text', name: 'socialMedia.whatsapp', label: t.whatsapp, type: 'url' },
            { kind: 'text', name: 'socialMedia.max', label: t.max, type: 'url' },
          ],
        },
        {
          title: t.seo,
          wide: <TextControl methods={m} name="seo.metaDescription" label={t.metaDescription} multiline />,
          fields: [{ kind: 'text', name: 'seo.metaTitle', label: t.metaTitle }],
        },
        {
          title: t.about,
          fields: [
            { kind: 'text', name: 'about.mission', label: t.mission, multiline: true },
            { kind: 'text', name: 'about.vision', label: t.vision, multiline: true },
            { kind: 'text', name: 'about.story', label: t.story, multiline: true },
          ],
        },
        {
          title: t.quickOrder,
          fields: [
            { kind: 'checkbox', name: `${widget}.checkout.enabled`, label: t.quickOrderEnabled },
            { kind: 'checkbox', name: `${widget}.checkout.telegramEnabled`, label: t.telegramEnabled },
            { kind: 'checkbox', name: `${widget}.checkout.whatsappEnabled`, label: t.whatsappEnabled },
            { kind: 'checkbox', name: `${widget}.checkout.maxEnabled`, label: t.maxEnabled },
            { kind: 'text', name: `${widget}.channels.telegram.username`, label: t.telegramUsername },
            {
              kind: 'text',
              name: `${widget}.channels.whatsapp.phone`,
              label: t.whatsappPhone,
              type: 'tel',
            },
            { kind: 'text', name: `${widget}.channels.max.contact`, label: t.maxContact },
            { kind: 'text', name: `${widget}.checkout.buttonText.telegram`, label: t.telegramButton },
            { kind: 'text', name: `${widget}.checkout.buttonText.whatsapp`, label: t.whatsappButton },
            { kind: 'text', name: `${widget}.checkout.buttonText.max`, label: t.maxButton },
            {
              kind: 'text',
              name: `${widget}.checkout.messageTemplates.orderRequest`,
              label: t.orderTemplate,
              hint: t.templateHint,
              multiline: true,
            },
            {
              kind: 'text',
              name: `${widget}.checkout.messageTemplates.confirmation`,
              label: t.confirmationTemplate,
              hint: t.templateHint,
              multiline: true,
            },
          ],
        },
        {
          title: t.footer,
          fields: [
            {
              kind: 'text',
              name: 'footerData.extendedStore.supportContact.phone',
              label: t.supportPhone,
              type: 'tel',
            },
            {
              kind: 'text',
              name: 'footerData.extendedStore.supportContact.email',
              label: t.supportEmail,
              type: 'email',
            },
            { kind: 'lines', name: 'footerData.messenger.features', label: t.messengerFeatures },
            { kind: 'lines', name: 'footerData.returns.rules', label: t.returnsRules },
          ],
        },
        {
          title: t.colors,
          fields: [
            { kind: 'text', name: 'footerData.ui.primaryColor', label: t.primaryColor, type: 'color' },
            {
              kind: 'text',
              name: 'footerData.ui.secondaryColor',
              label: t.secondaryColor,
              type: 'color',
            },
            { kind: 'text', name: 'footerData.ui.accentColor', label: t.accentColor, type: 'color' },
          ],
        },
      ]}
    />
  );
}
