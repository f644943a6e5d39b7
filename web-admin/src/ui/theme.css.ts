import { createGlobalTheme } from '@vanilla-extract/css';

/** Calm neutrals and one accent; every text colour keeps at least 4.5:1 contrast on its background. */
export const vars = createGlobalTheme(':root', {
  color: {
    page: '#f4f5f7',
    surface: '#ffffff',
    surfaceMuted: '#eef0f3',
    border: '#d9dde3',
    borderStrong: '#9aa1ad',
    text: '#1c2230',
    textMuted: '#535c6b',
    accent: '#3d4fc4',
    accentHover: '#3141a6',
    accentSoft: '#eceffd',
    onAccent: '#ffffff',
    danger: '#b42318',
    dangerSoft: '#fdeceb',
    focus: '#3d4fc4',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  size: {
    topBar: '56px',
    sidebar: '232px',
  },
  radius: {
    small: '6px',
    medium: '10px',
  },
  shadow: {
    card: '0 1px 2px rgba(28, 34, 48, 0.06), 0 1px 3px rgba(28, 34, 48, 0.08)',
    overlay: '0 8px 24px rgba(28, 34, 48, 0.18)',
  },
});

/** Under 768px the sidebar folds into a menu button (the spec's mobile breakpoint). */
export const mobile = 'screen and (max-width: 767.98px)';
