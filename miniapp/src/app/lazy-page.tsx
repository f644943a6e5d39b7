import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { ru } from '../shared/texts/ru';
import { LoadingState } from '../shared/ui/states';

type PageModule = { default: ComponentType };

/** Each page element's loader, for loading a page's code ahead (`loadPageCode` in router.tsx). */
const loaders = new WeakMap<ReactElement, () => Promise<void>>();

/**
 * A page loaded on first visit, with the spec's wait text meanwhile. Each page has its own Suspense boundary, so
 * the text shows on every navigation to a page whose code has not arrived yet. Code loaded ahead is taken at once:
 * React's lazy gets a thenable that answers synchronously, so a page drawn by the server is taken over in one pass.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): ReactElement {
  let loaded: PageModule | undefined;
  const loadAhead = async () => {
    loaded = { default: (await load())[name] as ComponentType };
  };
  // React reads a thenable's answer at once when it comes synchronously; a Promise always answers later.
  const loadedNow = (page: PageModule) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy takes
    ({ then: (resolve: (value: PageModule) => void) => resolve(page) }) as unknown as Promise<PageModule>;
  const Page = lazy(() => (loaded ? loadedNow(loaded) : loadAhead().then(() => loaded as PageModule)));
  const element = (
    <Suspense fallback={<LoadingState text={ru.common.pageLoading} />}>
      <Page />
    </Suspense>
  );
  loaders.set(element, loadAhead);
  return element;
}

/** The loader of a page element made by `lazyPage`, if it is one. */
export const pageLoaderOf = (element: unknown): (() => Promise<void>) | undefined =>
  element && typeof element === 'object' ? loaders.get(element as ReactElement) : undefined;
