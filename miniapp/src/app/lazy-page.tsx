import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { ru } from '../shared/texts/ru';
import { LoadingState } from '../shared/ui/states';

/**
 * A page loaded on first visit, with the spec's wait text meanwhile. Each page has its own Suspense boundary, so
 * the text shows on every navigation to a page whose code has not arrived yet.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): ReactElement {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<LoadingState text={ru.common.pageLoading} />}>
      <Page />
    </Suspense>
  );
}
