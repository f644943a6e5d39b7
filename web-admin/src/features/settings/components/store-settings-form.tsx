import { type StoreSettings, type StoreSettingsFormValues, storeSettingsSchema } from '@shop/core';
import { useSchemaForm } from '../../../ui/schema-form';
import { DocumentForm } from './document-form';
import { CheckboxControl, FieldGroup, LinesControl, TextControl } from './form-controls';
import { ImageControl } from './image-control';
import { settingsTexts } from './settings-texts';

const t = settingsTexts.store;

/** The store settings of SPEC 3; parts not on the form (page texts, payment methods...) are kept as they are. */
export function StoreSettingsForm({
  initial,
  onSave,
}: {
  initial: StoreSettings;
  onSave: (settings: StoreSettings) => Promise<unknown>;
}) {
  const saving = useSchemaForm<StoreSettingsFormValues, StoreSettings>(storeSettingsSchema, initial, onSave);
  const m = saving.methods;
  return (
    <DocumentForm label={t.formLabel} title={t.title} saving={saving}>
      <FieldGroup
        title={t.main}
        wide={<TextControl methods={m} name="storeDescription" label={t.storeDescription} multiline />}
      >
        <TextControl methods={m} name="storeName" label={t.storeName} />
      </FieldGroup>
      <FieldGroup title={t.logo}>
        <ImageControl methods={m} name="logo.url" label={t.logoUrl} hint={t.logoHint} />
        <ImageControl
          methods={m}
          name="logo.faviconUrl"
          label={t.faviconUrl}
          hint={t.faviconHint}
          variant="card"
        />
        <CheckboxControl methods={m} name="logo.showLogo" label={t.showLogo} />
      </FieldGroup>
      <FieldGroup title={t.contacts}>
        <TextControl methods={m} name="contact.phone" label={t.phone} type="tel" />
        <TextControl methods={m} name="contact.email" label={t.email} type="email" />
        <TextControl methods={m} name="contact.address.street" label={t.street} />
        <TextControl methods={m} name="contact.address.city" label={t.city} />
        <TextControl methods={m} name="contact.address.postalCode" label={t.postalCode} />
        <TextControl methods={m} name="contact.address.country" label={t.country} />
      </FieldGroup>
      <FieldGroup title={t.hours}>
        <TextControl methods={m} name="contact.workingHours.weekdays" label={t.weekdays} />
        <TextControl methods={m} name="contact.workingHours.weekends" label={t.weekends} />
      </FieldGroup>
      <FieldGroup title={t.social}>
        <TextControl methods={m} name="socialMedia.instagram" label={t.instagram} type="url" />
        <TextControl methods={m} name="socialMedia.facebook" label={t.facebook} type="url" />
        <TextControl methods={m} name="socialMedia.telegram" label={t.telegram} type="url" />
        <TextControl methods={m} name="socialMedia.whatsapp" label={t.whatsapp} type="url" />
        <TextControl methods={m} name="socialMedia.max" label={t.max} type="url" />
      </FieldGroup>
      <FieldGroup
        title={t.seo}
        wide={<TextControl methods={m} name="seo.metaDescription" label={t.metaDescription} multiline />}
      >
        <TextControl methods={m} name="seo.metaTitle" label={t.metaTitle} />
      </FieldGroup>
      <FieldGroup title={t.about}>
        <TextControl methods={m} name="about.mission" label={t.mission} multiline />
        <TextControl methods={m} name="about.vision" label={t.vision} multiline />
        <TextControl methods={m} name="about.story" label={t.story} multiline />
      </FieldGroup>
      <FieldGroup title={t.quickOrder}>
        <CheckboxControl
          methods={m}
          name="footerData.contactWidget.checkout.enabled"
          label={t.quickOrderEnabled}
        />
        <CheckboxControl
          methods={m}
          name="footerData.contactWidget.checkout.telegramEnabled"
          label={t.telegramEnabled}
        />
        <CheckboxControl
          methods={m}
          name="footerData.contactWidget.checkout.whatsappEnabled"
          label={t.whatsappEnabled}
        />
        <CheckboxControl
          methods={m}
          name="footerData.contactWidget.checkout.maxEnabled"
          label={t.maxEnabled}
        />
        <TextControl
          methods={m}
          name="footerData.contactWidget.channels.telegram.username"
          label={t.telegramUsername}
        />
        <TextControl
          methods={m}
          name="footerData.contactWidget.channels.whatsapp.phone"
          label={t.whatsappPhone}
          type="tel"
        />
        <TextControl methods={m} name="footerData.contactWidget.channels.max.contact" label={t.maxContact} />
        <TextControl
          methods={m}
          name="footerData.contactWidget.checkout.buttonText.telegram"
          label={t.telegramButton}
        />
        <TextControl
          methods={m}
          name="footerData.contactWidget.checkout.buttonText.whatsapp"
          label={t.whatsappButton}
        />
        <TextControl
          methods={m}
          name="footerData.contactWidget.checkout.buttonText.max"
          label={t.maxButton}
        />
        <TextControl
          methods={m}
          name="footerData.contactWidget.checkout.messageTemplates.orderRequest"
          label={t.orderTemplate}
          hint={t.templateHint}
          multiline
        />
        <TextControl
          methods={m}
          name="footerData.contactWidget.checkout.messageTemplates.confirmation"
          label={t.confirmationTemplate}
          hint={t.templateHint}
          multiline
        />
      </FieldGroup>
      <FieldGroup title={t.footer}>
        <TextControl
          methods={m}
          name="footerData.extendedStore.supportContact.phone"
          label={t.supportPhone}
          type="tel"
        />
        <TextControl
          methods={m}
          name="footerData.extendedStore.supportContact.email"
          label={t.supportEmail}
          type="email"
        />
        <LinesControl methods={m} name="footerData.messenger.features" label={t.messengerFeatures} />
        <LinesControl methods={m} name="footerData.returns.rules" label={t.returnsRules} />
      </FieldGroup>
      <FieldGroup title={t.colors}>
        <TextControl methods={m} name="footerData.ui.primaryColor" label={t.primaryColor} type="color" />
        <TextControl methods={m} name="footerData.ui.secondaryColor" label={t.secondaryColor} type="color" />
        <TextControl methods={m} name="footerData.ui.accentColor" label={t.accentColor} type="color" />
      </FieldGroup>
    </DocumentForm>
  );
}
