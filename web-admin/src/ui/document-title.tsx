import { texts } from '../lib/texts';

/** React 19 hoists this into <head>, so each page names the browser tab and the screen reader's page. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} — ${texts.appTitle}`}</title>;
}
