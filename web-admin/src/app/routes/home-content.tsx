import { useHomeConfig, usePublishHomeConfig } from '../../features/home-content/api/home-content-calls';
import { HomeContentForm } from '../../features/home-content/components/home-content-form';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { QueryState } from '../../ui/query-state';

export function HomeContentPage() {
  const section = texts.sections['home-content'];
  const config = useHomeConfig();
  const publish = usePublishHomeConfig();
  return (
    <AdminPage title={section.title} description={section.description}>
      {config.data ? (
        <HomeContentForm initial={config.data} onPublish={(input) => publish.mutateAsync(input)} />
      ) : (
        <QueryState isPending={config.isPending} error={config.error} retry={() => config.refetch()} />
      )}
    </AdminPage>
  );
}
