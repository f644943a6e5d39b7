// The names of the home preview's messages (home-preview.ts has their schema), zod-free for the storefront's first screen.
/** The storefront's query parameter and value that turn its home page into the draft's preview. */
export const homePreviewQuery = { name: 'preview', value: 'home' } as const;

export const homePreviewMessages = {
  /** Storefront to editor: the preview is listening (sent on start, so a reloaded frame gets the draft again). */
  ready: 'shop:home-preview-ready',
  /** Editor to storefront: the home page to draw. */
  show: 'shop:home-preview',
} as const;
