import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';

export const subtitle = style({
  margin: `calc(-1 * ${vars.space.md}) 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
});

export const grid = recipe({
  base: {
    display: 'grid',
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [mobileQuery]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
  variants: {
    layout: {
      three: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      four: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  border: '1px dashed',
  borderRadius: vars.radius.lg,
  backgroundColor: '#ffffff',
  color: '#141414',
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const value = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
});
export const tier = recipe({
  base: {
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  },
  variants: {
    tier: {
      premium: { backgroundColor: '#efe7ff', color: '#4b2a99' },
      vip: { backgroundColor: '#141414', color: '#f6c945' },
    },
  },
});
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: '#4a4540' });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  color: '#5f5953',
});
export const expired = style({ color: '#b3261e', fontWeight: 700 });
export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});
export const code = style({
  // Whole on one line where it fits (the button wraps under it), broken only when longer than the card.
  flex: '1 0 auto',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: '#f6f3ef',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.md,
  letterSpacing: '0.08em',
});
export const copy = style({
  minHeight: 44,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.pill,
  // Dark text reads on the light and mid accents a manager is likely to pick (white on #E4606D is 3.3:1).
  color: '#141414',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});
