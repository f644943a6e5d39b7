import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { useFooterData } from '../../../features/settings/hooks/use-footer-data';
import { type PageSection, aboutPage as text } from '../../../shared/texts/ru-pages';
import { Page } from '../../layout/page';
import { ProseSections } from './prose-sections';

/** The store's own mission, vision and story when the settings have them, otherwise a general description. */
export function AboutPage() {
  const { settings } = useStoreSettings();
  const { pages } = useFooterData();
  const { mission, vision, story } = settings.about;
  const own: PageSection[] = [
    { title: text.story, paragraphs: [story] },
    { title: text.mission, paragraphs: [mission] },
    { title: text.vision, paragraphs: [vision] },
  ].filter((section) => section.paragraphs[0]);
  return (
    <Page title={pages.about.title} breadcrumbs={[]}>
      <ProseSections sections={own.length > 0 ? own : text.fallback} />
    </Page>
  );
}
