import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../../shared/ui/primitives.css';
import { desktopQuery, mobileQuery, vars } from '../../../shared/ui/theme.css';

export const hidden = visuallyHidden;

export const layout = style({ display: 'grid', gap: vars.space.lg });

/**
 * On phones two rows, each laid out on its own: the filters button and the sort, then the count and «В моих
 * размерах»; wider, one row: the check, the count, the sort.
 */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const filtersToggle = style({ '@media': { [desktopQuery]: { display: 'none' } } });

/** The count and «В моих размерах» (when she has sizes). */
export const summary = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [mobileQuery]: { order: 3, flexBasis: '100%', justifyContent: 'space-between' } },
});

export const count = style({
  margin: 0,
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [mobileQuery]: { order: -1 } },
});

export const sortLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [mobileQuery]: visuallyHiddenStyle() },
});

function visuallyHiddenStyle() {
  return {
    position: 'absolute' as const,
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap' as const,
  };
}

export const sort = style({
  minHeight: 40,
  // On phones it fills what the filters button leaves, and goes under the button only when that is under 10rem.
  '@media': { [mobileQuery]: { order: 2, flex: '1 1 10rem', minWidth: 0 } },
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mobileQuery]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const panel = recipe({
  base: {},
  variants: {
    open: {
      true: {},
      false: { '@media': { [mobileQuery]: { display: 'none' } } },
    },
  },
});

export const results = style({ minWidth: 0 });

export const filters = style({ display: 'grid', gap: vars.space.lg });
export const filterGroup = style({ margin: 0 });
export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const legend = style({ marginBottom: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const priceRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const priceInput = style({
  width: '100%',
  minWidth: 0,
  minHeight: 40,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const colorOption = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.text },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const colorSwatch = style({
  width: 26,
  height: 26,
  borderRadius: vars.radius.pill,
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.18)',
});

export const sizeOption = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 36,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryContrast,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });

/** «В моих размерах» in the toolbar: a check that reads as a chip. */
export const shortcut = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  '@media': { [mobileQuery]: { paddingInline: vars.space.sm } },
});
