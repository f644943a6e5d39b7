import { style } from '@vanilla-extract/css';
import { touchTarget } from '../../../shared/ui/style-parts';
import { vars } from '../../../shared/ui/theme.css';
import { whenHovered } from '../../../shared/ui/when-hovered';

export const widget = style({ position: 'relative', display: 'flex' });

/** A filled round button in the shop's widget colour: the one coloured action of the header, easy to find. */
export const toggle = style({
  ...touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  color: '#ffffff',
  transition: 'filter 160ms ease',
  ...whenHovered({ filter: 'brightness(0.92)' }),
});

export const list = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  zIndex: 30,
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.lg,
});

export const channel = style({
  width: '100%',
  minWidth: 180,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  textAlign: 'left',
  fontWeight: 500,
  ...whenHovered({ backgroundColor: vars.color.surfaceMuted }),
});
