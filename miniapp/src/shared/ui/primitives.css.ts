/** Small building blocks every screen uses: page width, hidden-but-spoken text, buttons, form fields. */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { touchTarget } from './style-parts';
import { hoverQuery, mobileQuery, vars } from './theme.css';
import { whenHovered } from './when-hovered';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [mobileQuery]: { paddingInline: vars.space.md } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: 44,
    paddingInline: vars.space.lg,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    letterSpacing: '0.02em',
    textAlign: 'center',
    transition: 'background-color 160ms ease, color 160ms ease, border-color 160ms ease',
    selectors: {
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.primaryContrast,
        '@media': {
          [hoverQuery]: {
            selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
          },
        },
      },
      accent: {
        backgroundColor: vars.color.accent,
        color: vars.color.accentContrast,
        '@media': {
          [hoverQuery]: {
            selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
          },
        },
      },
      outline: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.text,
        '@media': {
          [hoverQuery]: {
            selectors: {
              '&:hover:not(:disabled)': { backgroundColor: vars.color.text, color: vars.color.background },
            },
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        '@media': {
          [hoverQuery]: {
            selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
          },
        },
      },
    },
    size: {
      md: {},
      sm: { minHeight: 36, paddingInline: vars.space.md },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export const iconButton = style({
  position: 'relative',
  ...touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: 'inherit',
  transition: 'background-color 160ms ease',
  ...whenHovered({ backgroundColor: 'rgba(20, 20, 20, 0.06)' }),
});

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
});

export const input = style({
  width: '100%',
  minHeight: 46,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  fontSize: vars.fontSize.md,
  fontWeight: 400,
  selectors: {
    '&:focus-visible': { borderColor: vars.color.text, outlineOffset: 0 },
  },
});

export const textLink = style({
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationThickness: '1px',
  ...whenHovered({ color: vars.color.accent }),
});

export const errorText = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
