import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const viewer = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  backgroundColor: '#000000',
  color: '#ffffff',
  paddingTop: 'var(--tg-viewport-content-safe-area-inset-top, 0px)',
  paddingBottom: 'var(--tg-viewport-safe-area-inset-bottom, 0px)',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
});

export const counter = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  // Pinches, pans and swipes are the viewer's own: the browser neither zooms the page nor scrolls it.
  touchAction: 'none',
  userSelect: 'none',
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  transformOrigin: 'center center',
  willChange: 'transform',
  pointerEvents: 'none',
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  height: 44,
  padding: `0 ${vars.space.sm}`,
  border: '1px solid rgba(255, 255, 255, 0.4)',
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, 0.4)',
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.35, cursor: 'default' } },
});
