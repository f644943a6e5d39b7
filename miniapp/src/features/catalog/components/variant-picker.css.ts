import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { touchTarget } from '../../../shared/ui/style-parts';
import { hoverQuery, vars } from '../../../shared/ui/theme.css';

export const picker = style({ display: 'grid', gap: vars.space.md });
export const group = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const value = style({ color: vars.color.text, fontWeight: 600 });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const misfit = {
  true: { opacity: 0.45 },
  false: {},
};

export const swatch = recipe({
  base: {
    ...touchTarget,
    padding: 0,
    border: '2px solid transparent',
    borderRadius: vars.radius.pill,
    background: 'none',
    selectors: {
      '&[aria-checked="true"]': { borderColor: vars.color.text },
      '&:disabled': { opacity: 0.25, cursor: 'not-allowed' },
    },
  },
  variants: { misfit },
});

export const swatchFill = style({
  width: 32,
  height: 32,
  borderRadius: vars.radius.pill,
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.15)',
});

export const size = recipe({
  base: {
    minWidth: 48,
    minHeight: 44,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: 500,
    selectors: {
      '&[aria-checked="true"]': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.primaryContrast,
      },
      '&:disabled': { opacity: 0.35, cursor: 'not-allowed', textDecoration: 'line-through' },
    },
    '@media': {
      [hoverQuery]: {
        selectors: { '&:hover:not(:disabled):not([aria-checked="true"])': { borderColor: vars.color.text } },
      },
    },
  },
  variants: { misfit: { true: { textDecoration: 'line-through', color: vars.color.textMuted }, false: {} } },
});
