import { useSaveWholesaleSettings, useWholesaleSettings } from '../../features/wholesale/api/wholesale-calls';
import { WholesaleSettingsForm } from '../../features/wholesale/components/wholesale-settings-form';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { QueryState } from '../../ui/query-state';

export function WholesaleSettingsPage() {
  const section = texts.sections['wholesale/settings'];
  const settings = useWholesaleSettings();
  const save = useSaveWholesaleSettings();
  return (
    <AdminPage title={section.title} description={section.description}>
      {settings.data ? (
        <WholesaleSettingsForm initial={settings.data} onSave={(input) => save.mutateAsync(input)} />
      ) : (
        <QueryState isPending={settings.isPending} error={settings.error} retry={() => settings.refetch()} />
      )}
    </AdminPage>
  );
}
