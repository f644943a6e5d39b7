/** Styles shared by the storefront's simple pages (forms, lists, chips, tables). */
import { style } from '@vanilla-extract/css';
import { mobileQuery, vars } from '../../shared/ui/theme.css';
import { whenHovered } from '../../shared/ui/when-hovered';

export const narrow = style({ maxWidth: 440 });

export const form = style({ display: 'grid', gap: vars.space.md });

export const formFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const chipsNav = style({ marginBottom: vars.space.lg });

/** Category chips above the catalogue: a left-aligned row, swiped sideways on phones. */
export const chipsRow = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mobileQuery]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      marginInline: `calc(-1 * ${vars.space.md})`,
      paddingInline: vars.space.md,
      scrollbarWidth: 'none',
    },
  },
});

export const chip = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  ...whenHovered({ borderColor: vars.color.text }),
});

export const muted = style({ color: vars.color.textMuted });

export const uploadField = style({ marginTop: vars.space.md });

export const uploadPreview = style({
  maxWidth: 320,
  marginTop: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const confirmation = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  maxWidth: 560,
});

export const actionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
