/**
 * One theme contract, two themes: the web shop's own palette, and the Telegram theme that follows the colors
 * Telegram hands the mini-app as `--tg-theme-*` CSS variables (with the web palette as fallback).
 */
import { createTheme, createThemeContract } from '@vanilla-extract/css';

/** The steps the type sizes and the spaces share; each scale adds its own ends. */
const steps = { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null };

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    primary: null,
    primaryContrast: null,
    accent: null,
    accentHover: null,
    accentContrast: null,
    link: null,
    headerBackground: null,
    badge: null,
    badgeText: null,
    danger: null,
    focus: null,
    overlay: null,
  },
  font: {
    body: null,
    display: null,
  },
  fontSize: { ...steps, hero: null },
  space: { xxs: null, ...steps, xxxl: null },
  radius: {
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  layout: {
    contentWidth: null,
    headerHeight: null,
    bottomNavHeight: null,
  },
});

const palette = {
  white: '#ffffff',
  ivory: '#faf8f5',
  sand: '#f3eee8',
  ink: '#141414',
  stone: '#6b6560',
  line: '#e7e1d9',
  caramel: '#94592f',
  caramelDark: '#7a4824',
  red: '#b3261e',
};

const shared = {
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    display:
      "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Times New Roman', serif",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.75rem',
    xxl: '2.25rem',
    hero: 'clamp(2.25rem, 6vw, 4.25rem)',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '40px',
    xxl: '64px',
    xxxl: '96px',
  },
  radius: {
    sm: '4px',
    md: '10px',
    lg: '18px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(20, 20, 20, 0.06)',
    md: '0 6px 20px rgba(20, 20, 20, 0.08)',
    lg: '0 18px 48px rgba(20, 20, 20, 0.14)',
  },
  layout: {
    contentWidth: '1240px',
    headerHeight: '64px',
    bottomNavHeight: '60px',
  },
};

export const webTheme = createTheme(vars, {
  ...shared,
  color: {
    background: palette.white,
    surface: palette.ivory,
    surfaceMuted: palette.sand,
    text: palette.ink,
    textMuted: palette.stone,
    border: palette.line,
    primary: palette.ink,
    primaryContrast: palette.white,
    accent: palette.caramel,
    accentHover: palette.caramelDark,
    accentContrast: palette.white,
    link: palette.ink,
    headerBackground: palette.white,
    badge: palette.caramel,
    badgeText: palette.white,
    danger: palette.red,
    focus: palette.caramel,
    overlay: 'rgba(20, 20, 20, 0.4)',
  },
});

const tg = (name: string, fallback: string) => `var(--tg-theme-${name}, ${fallback})`;

export const telegramTheme = createTheme(vars, {
  ...shared,
  color: {
    background: tg('bg-color', palette.white),
    surface: tg('secondary-bg-color', palette.ivory),
    surfaceMuted: tg('secondary-bg-color', palette.sand),
    text: tg('text-color', palette.ink),
    textMuted: tg('hint-color', palette.stone),
    border: tg('section-separator-color', palette.line),
    primary: tg('button-color', palette.ink),
    primaryContrast: tg('button-text-color', palette.white),
    accent: tg('button-color', palette.caramel),
    accentHover: tg('button-color', palette.caramelDark),
    accentContrast: tg('button-text-color', palette.white),
    link: tg('link-color', palette.ink),
    headerBackground: tg('header-bg-color', tg('bg-color', palette.white)),
    badge: tg('button-color', palette.caramel),
    badgeText: tg('button-text-color', palette.white),
    danger: tg('destructive-text-color', palette.red),
    focus: tg('accent-text-color', palette.caramel),
    overlay: 'rgba(0, 0, 0, 0.4)',
  },
});

/** Width under which the phone layout applies (the spec: under 768px). */
export const mobileQuery = 'screen and (max-width: 767.98px)';
export const desktopQuery = 'screen and (min-width: 768px)';
/**
 * Devices with a pointer that hovers: a hover style under it does not stay on a button a finger has tapped on a
 * phone (touch browsers keep :hover on the last tapped element).
 */
export const hoverQuery = '(hover: hover)';
