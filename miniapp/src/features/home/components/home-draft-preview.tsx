/**
 * The home page in preview mode (`/?preview=home`), framed by the admin app's home editor: the storefront's own
 * hero and sections drawn from the draft the editor posts, never from the published home config.
 */
import { Suspense } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { ru } from '../../../shared/texts/ru';
import { LoadingState } from '../../../shared/ui/states';
import { ProductGridSkeleton } from '../../catalog';
import { useStoreSettings } from '../../settings';
import { HeroSection } from './hero-section';
import * as styles from './home-draft-preview.css';
import { HomeSections } from './home-sections';

const HomeDraftSource = lazyPart(() => import('../preview/home-draft-source'), 'HomeDraftSource');

export function HomeDraftPreview() {
  const { settings, isPending } = useStoreSettings();
  const waiting = <ProductGridSkeleton count={8} label={ru.home.draftPreviewWaiting} />;
  return (
    <>
      <p className={styles.badge}>{ru.home.draftPreview}</p>
      {isPending ? <LoadingState text={ru.home.loading} /> : <HeroSection settings={settings} />}
      <Suspense fallback={waiting}>
        <HomeDraftSource>
          {(home) =>
            // The sections' retry buttons have nothing to ask again: the editor posts each change itself.
            home ? <HomeSections home={home} retry={() => {}} /> : waiting
          }
        </HomeDraftSource>
      </Suspense>
    </>
  );
}
