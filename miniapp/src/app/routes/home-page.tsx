import { HeroSection } from '../../features/home/components/hero-section';
import { HomeSections } from '../../features/home/components/home-sections';
import { defaultHomeLayout } from '../../features/home/home-layout';
import { useStoreSettings } from '../../features/settings/api/get-store-settings';
import { useDocumentTitle } from '../../features/settings/hooks/use-document-title';
import { ru } from '../../shared/texts/ru';
import { LoadingState } from '../../shared/ui/states';

export function HomePage() {
  const { settings, isPending } = useStoreSettings();
  useDocumentTitle();
  if (isPending) return <LoadingState text={ru.home.loading} />;
  return (
    <>
      <HeroSection settings={settings} />
      <HomeSections layout={defaultHomeLayout} />
    </>
  );
}
