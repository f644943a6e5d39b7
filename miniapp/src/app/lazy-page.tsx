import { type ComponentType, type ReactElement, Suspense } from 'react';
import { lazyPart } from '../shared/lib/lazy-part';
import { ru } from '../shared/texts/ru';
import { LoadingState } from '../shared/ui/states';

/**
 * A page loaded on first visit, with the spec's wait text meanwhile. Each page has its own Suspense boundary, so
 * the text shows on every navigation to a page whose code has not arrived yet.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactElement {
  const Page = lazyPart<Record<string, ComponentType>, string>(load, name);
  return (
    <Suspense fallback={<LoadingState text={ru.common.pageLoading} />}>
      <Page />
    </Suspense>
  );
}
