import {
  useContactWidgetSettings,
  useReceiptSettings,
  useSaveContactWidgetSettings,
  useSaveReceiptSettings,
  useSaveStoreSettings,
  useStoreSettings,
} from '../../features/settings/api/settings-calls';
import { ContactWidgetForm } from '../../features/settings/components/contact-widget-form';
import { ReceiptSettingsForm } from '../../features/settings/components/receipt-settings-form';
import * as styles from '../../features/settings/components/settings.css';
import { StoreSettingsForm } from '../../features/settings/components/store-settings-form';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { QueryState } from '../../ui/query-state';

export function SettingsPage() {
  const section = texts.sections.settings;
  const store = useStoreSettings();
  const widget = useContactWidgetSettings();
  const saveStore = useSaveStoreSettings();
  const saveWidget = useSaveContactWidgetSettings();
  const receipts = useReceiptSettings();
  const saveReceipts = useSaveReceiptSettings();
  return (
    <AdminPage title={section.title} description={section.description}>
      <div className={styles.stack}>
        {store.data ? (
          <StoreSettingsForm initial={store.data} onSave={(input) => saveStore.mutateAsync(input)} />
        ) : (
          <QueryState isPending={store.isPending} error={store.error} retry={() => store.refetch()} />
        )}
        {widget.data ? (
          <ContactWidgetForm initial={widget.data} onSave={(input) => saveWidget.mutateAsync(input)} />
        ) : (
          <QueryState isPending={widget.isPending} error={widget.error} retry={() => widget.refetch()} />
        )}
        {receipts.data ? (
          <ReceiptSettingsForm initial={receipts.data} onSave={(input) => saveReceipts.mutateAsync(input)} />
        ) : (
          <QueryState
            isPending={receipts.isPending}
            error={receipts.error}
            retry={() => receipts.refetch()}
          />
        )}
      </div>
    </AdminPage>
  );
}
