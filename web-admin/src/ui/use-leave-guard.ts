import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { texts } from '../lib/texts';

/**
 * Asks before leaving a form with unsaved changes: moving to another admin page asks in the app's words, and
 * closing or reloading the tab gets the browser's own question.
 */
export function useLeaveGuard(unsaved: boolean): void {
  const unsavedNow = useRef(unsaved);
  unsavedNow.current = unsaved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedNow.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(texts.common.leaveUnsaved)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
