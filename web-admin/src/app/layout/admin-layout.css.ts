import { style } from '@vanilla-extract/css';
import { mobile, vars } from '../../ui/theme.css';

const narrow = 'screen and (max-width: 479.98px)';
/** A tablet or a small laptop: the sidebar narrows so tables keep their width. */
const tablet = 'screen and (min-width: 768px) and (max-width: 1199.98px)';

export const skipLink = style({
  position: 'absolute',
  left: '12px',
  top: '-100px',
  zIndex: 100,
  padding: '8px 14px',
  borderRadius: vars.radius.small,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  selectors: { '&:focus': { top: '8px' } },
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  height: vars.size.topBar,
  padding: '0 20px',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mobile]: { padding: '0 12px', gap: '8px' } },
});

export const menuButton = style({
  display: 'none',
  '@media': { [mobile]: { display: 'inline-flex', paddingInline: '12px' } },
});

export const brand = style({
  fontWeight: 700,
  fontSize: '16px',
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // On a phone the user's name matters more than the app's name, which the tab title still carries.
  '@media': { [narrow]: { display: 'none' } },
});

export const spacer = style({ flex: 1, '@media': { [mobile]: { display: 'none' } } });

export const storefrontLink = style({
  fontSize: '14px',
  whiteSpace: 'nowrap',
  '@media': { [mobile]: { display: 'none' } },
});

export const user = style({
  display: 'grid',
  justifyItems: 'end',
  lineHeight: 1.25,
  minWidth: 0,
  maxWidth: '240px',
  '@media': { [mobile]: { flex: 1, maxWidth: 'none' } },
});

export const userName = style({
  fontWeight: 600,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userRole = style({
  fontSize: '13px',
  color: vars.color.textMuted,
  '@media': { [mobile]: { display: 'none' } },
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
  minHeight: `calc(100vh - ${vars.size.topBar})`,
  // The sidebar itself is sticky and one screen high; its column is painted down to the end of a long page.
  background: `linear-gradient(to right, ${vars.color.surface} calc(${vars.size.sidebar} - 1px), ${vars.color.border} calc(${vars.size.sidebar} - 1px) ${vars.size.sidebar}, transparent ${vars.size.sidebar})`,
  '@media': {
    [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', background: 'none' },
    [tablet]: { vars: { [vars.size.sidebar]: '180px' } },
  },
});

export const sidebar = style({
  position: 'sticky',
  top: vars.size.topBar,
  alignSelf: 'start',
  height: `calc(100vh - ${vars.size.topBar})`,
  overflowY: 'auto',
  padding: '16px 12px',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': {
    [tablet]: { padding: '12px 8px' },
    [mobile]: {
      position: 'fixed',
      left: 0,
      bottom: 0,
      zIndex: 30,
      width: 'min(280px, 85vw)',
      height: 'auto',
      display: 'none',
      boxShadow: vars.shadow.overlay,
      selectors: { '&[data-open="true"]': { display: 'block' } },
    },
  },
});

export const backdrop = style({
  display: 'none',
  '@media': {
    [mobile]: {
      display: 'block',
      position: 'fixed',
      inset: `${vars.size.topBar} 0 0 0`,
      zIndex: 25,
      border: 0,
      padding: 0,
      background: 'rgba(28, 34, 48, 0.35)',
      cursor: 'pointer',
    },
  },
});

export const navList = style({ display: 'grid', gap: '2px', margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style({
  display: 'block',
  padding: '9px 12px',
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      color: vars.color.accent,
      fontWeight: 600,
    },
  },
});

export const main = style({
  padding: '28px 32px 48px',
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [mobile]: { padding: '20px 16px 40px' } },
});
