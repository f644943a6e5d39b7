import {
  useDiscardHomeDraft,
  useHomeConfig,
  useHomeDraft,
  usePublishHomeConfig,
  useSaveHomeDraft,
} from '../../features/home-content/api/home-content-calls';
import { HomeContentForm } from '../../features/home-content/components/home-content-form';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { QueryState } from '../../ui/query-state';

export function HomeContentPage() {
  const section = texts.sections['home-content'];
  const config = useHomeConfig();
  const draft = useHomeDraft();
  const publish = usePublishHomeConfig();
  const saveDraft = useSaveHomeDraft();
  const discard = useDiscardHomeDraft();
  const loaded = config.data && draft.data !== undefined;
  return (
    <AdminPage title={section.title} description={section.description}>
      {config.data && draft.data !== undefined ? (
        <HomeContentForm
          published={config.data}
          draft={draft.data}
          onPublish={(input) => publish.mutateAsync(input)}
          onSaveDraft={(input) =>
            saveDraft.mutateAsync({ config: input, basedOn: draft.data?.savedAt ?? null })
          }
          onDiscard={() => discard.mutateAsync()}
        />
      ) : (
        <QueryState
          isPending={!loaded && (config.isPending || draft.isPending)}
          error={config.error ?? draft.error}
          retry={() => Promise.all([config.refetch(), draft.refetch()])}
        />
      )}
    </AdminPage>
  );
}
