import { homePreviewQuery } from '@shop/core/rules';
import { useSearchParams } from 'react-router-dom';
import { ProductGridSkeleton } from '../../features/catalog';
import { useHomepage } from '../../features/home/api/get-homepage';
import { HeroSection } from '../../features/home/components/hero-section';
import { HomeDraftPreview } from '../../features/home/components/home-draft-preview';
import { HomeSections } from '../../features/home/components/home-sections';
import { useStoreSettings } from '../../features/settings/api/get-store-settings';
import { useDocumentTitle } from '../../features/settings/hooks/use-document-title';
import { ru } from '../../shared/texts/ru';
import { button } from '../../shared/ui/primitives.css';
import { EmptyState, LoadingState } from '../../shared/ui/states';

export function HomePage() {
  const [params] = useSearchParams();
  // Outside the editor's frame there is no draft to wait for: the address opens the ordinary home page.
  if (params.get(homePreviewQuery.name) === homePreviewQuery.value && window.parent !== window) {
    return <HomeDraftPreview />;
  }
  return <PublishedHome />;
}

function PublishedHome() {
  const { settings, isPending } = useStoreSettings();
  const home = useHomepage();
  useDocumentTitle();
  if (isPending) return <LoadingState text={ru.home.loading} />;
  return (
    <>
      <HeroSection settings={settings} />
      {home.data ? (
        // Also while a stored document is being asked again, or that call failed: it is still worth showing.
        <HomeSections home={home.data} retry={() => void home.refetch()} />
      ) : home.isError ? (
        <EmptyState title={ru.home.error} text={home.error.message}>
          <button type="button" className={button()} onClick={() => window.location.reload()}>
            {ru.common.reload}
          </button>
        </EmptyState>
      ) : (
        // SPEC 7: eight card placeholders while the home page loads.
        <ProductGridSkeleton count={8} label={ru.home.loading} />
      )}
    </>
  );
}
