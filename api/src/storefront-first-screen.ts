/**
 * The landing pages (home, catalogue, product) drawn by the server in web mode: the storefront's own components
 * rendered from the answers its scripts would ask for (miniapp/src/first-screen, built into miniapp/dist-ssr), so a
 * phone on a slow link shows the page and its first picture before a script has arrived, and the scripts then
 * take the drawn page over instead of drawing it again.
 *
 * Inside Telegram the storefront runs in its mini-app mode, which looks different: a small inline script (allowed
 * by its hash in the storefront's content security policy) takes the drawn page down before it is ever shown.
 *
 * A page is never held for its drawing: past DRAWING_WAIT_MS, or when the drawing module is missing or fails,
 * the plain page goes out and the scripts draw it as they always have.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREEN_STATE_ID } from '@shop/core/rules';
import { FIRST_SCREEN_SCRIPT } from './lib/first-screen-script';
import type { Logger } from './lib/logger';
import { withinWait } from './lib/within-wait';

const DRAWING_WAIT_MS = 400;

interface FirstScreenModule {
  answerFrom(fetchApi: typeof fetch): void;
  renderFirstScreen(address: string): Promise<{ html: string; state: unknown } | undefined>;
  webThemeClass: string;
}

/** Paths the drawing is made for; the others (cart, checkout, account...) hold a buyer's own data. */
const DRAWN_PATHS = /^\/(?:|products(?:\/category\/[^/]+)?\/?|product\/\d{1,15})$/;

/** JSON that cannot end its `<script>` element early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

export interface FirstScreenOptions {
  /** The built drawing module (miniapp/dist-ssr/render-first-screen.js). */
  modulePath: string;
  /** How the drawing asks the API: the server's own app, in the same process. */
  fetchApi: typeof fetch;
  log: Logger;
}

/** The index page with the landing page drawn into `#root`, or the index page as it is. */
export function storefrontFirstScreen(options: FirstScreenOptions) {
  let drawing: Promise<FirstScreenModule | undefined> | undefined;
  const load = () => {
    drawing ??= (async () => {
      if (!existsSync(options.modulePath)) return undefined;
      const module = (await import(pathToFileURL(options.modulePath).href)) as FirstScreenModule;
      module.answerFrom(options.fetchApi);
      return module;
    })().catch((error: unknown) => {
      options.log.warn('storefront: the first screens cannot be drawn', {
        error: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    });
    return drawing;
  };

  return async (path: string, search: string, indexHtml: string): Promise<string> => {
    if (!DRAWN_PATHS.test(path)) return indexHtml;
    const work = (async () => {
      const module = await load();
      const drawn = module && (await module.renderFirstScreen(path + search));
      return drawn && module ? { ...drawn, themeClass: module.webThemeClass } : undefined;
    })();
    const drawn = await withinWait(work, DRAWING_WAIT_MS).catch((error: unknown) => {
      options.log.warn('storefront: a first screen could not be drawn', {
        path,
        error: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    });
    if (!drawn) return indexHtml;
    return indexHtml
      .replace('<html lang="ru">', `<html lang="ru" class="${drawn.themeClass}">`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${drawn.html}</div><script>${FIRST_SCREEN_SCRIPT}</script>` +
          `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptJson(drawn.state)}</script>`,
      );
  };
}
