import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';
import { whenHovered } from '../../../shared/ui/when-hovered';

export const section = recipe({
  variants: {
    padding: {
      none: {},
      small: { paddingBlock: vars.space.lg },
      default: {
        paddingBlock: vars.space.xxl,
        '@media': { [mobileQuery]: { paddingBlock: vars.space.xl } },
      },
      large: {
        paddingBlock: vars.space.xxxl,
        '@media': { [mobileQuery]: { paddingBlock: vars.space.xxl } },
      },
    },
  },
  defaultVariants: { padding: 'default' },
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

/** A title row with tools: on phones, where the tools show, the row's items are centred on each other. */
export const headerWithTools = style({ '@media': { [mobileQuery]: { alignItems: 'center' } } });

/** The link and the tools at the end of the title row. */
export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const title = style({
  fontSize: vars.fontSize.xl,
  '@media': { [mobileQuery]: { fontSize: vars.fontSize.lg } },
});

export const more = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ...whenHovered({ color: vars.color.text }),
});

/** The room a section's code keeps while it loads: about one row of product cards. */
export const placeholder = style({ minHeight: 520, '@media': { [mobileQuery]: { minHeight: 420 } } });

/** The pill-shaped call to action of a banner; each banner gives it its colours. */
export const bannerCta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  marginTop: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});
