import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stepperFrame } from '../../../shared/ui/style-parts';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';
import { whenHovered } from '../../../shared/ui/when-hovered';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mobileQuery]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const gallery = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const mainPhoto = style({
  position: 'relative',
  aspectRatio: '3 / 4',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [mobileQuery]: { marginInline: `calc(-1 * ${vars.space.md})`, borderRadius: 0 } },
});

/** Inside Telegram the photo opens the fullscreen viewer. */
export const openPhotoButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
});

export const mainImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const discountBadge = style({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: '#b3261e',
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  // Room for the focus ring, which the scrolling row would otherwise clip.
  padding: 4,
  margin: -4,
  overflowX: 'auto',
});

export const thumb = style({
  display: 'block',
  width: 64,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: 'none',
  selectors: { '&[aria-checked="true"]': { borderColor: vars.color.text } },
});

export const info = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const category = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  ...whenHovered({ color: vars.color.text }),
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: 1.2,
  '@media': { [mobileQuery]: { fontSize: vars.fontSize.lg } },
});

export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});
export const price = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const salePrice = style([price, { color: vars.color.danger }]);
export const oldPrice = style({ color: vars.color.textMuted });
export const urgency = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: '#fdecea',
  color: '#8c1d18',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
/** The name of the promotion that covers the product, beside its price. */
export const promotion = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: '#8c1d18' });
export const wholesale = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const notice = recipe({
  base: { padding: vars.space.md, borderRadius: vars.radius.md, borderLeft: '4px solid' },
  variants: {
    tone: {
      info: { backgroundColor: '#eaf2fd', borderColor: '#1e66c8', color: '#0d3c7a' },
      warning: { backgroundColor: '#fff4e0', borderColor: '#c77700', color: '#6b4000' },
      error: { backgroundColor: '#fdecea', borderColor: '#b3261e', color: '#8c1d18' },
    },
  },
});
export const noticeTitle = style({ margin: 0, fontWeight: 700 });
export const noticeText = style({ margin: `${vars.space.xxs} 0 0`, fontSize: vars.fontSize.sm });

export const stock = recipe({
  base: { margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 },
  variants: {
    level: {
      out: { color: '#b3261e' },
      exact: { color: '#b35c00' },
      few: { color: '#b35c00' },
      in: { color: '#2e7d32' },
    },
  },
});

export const quantityRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
export const quantityLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const stepper = style(stepperFrame);
export const stepperButton = style({
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  selectors: { '&:disabled': { opacity: 0.35, cursor: 'not-allowed' } },
});
export const stepperInput = style({
  width: 48,
  border: 0,
  background: 'none',
  color: vars.color.text,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
  },
});
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const suggestion = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const roundButton = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 46,
  height: 46,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: '#b3261e', borderColor: '#b3261e' },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});

export const section = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.md });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.body,
  fontWeight: 600,
});
export const description = style({ margin: 0, lineHeight: 1.65, color: vars.color.textMuted });
export const attributes = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const attribute = style({
  display: 'grid',
  gridTemplateColumns: '160px 1fr',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mobileQuery]: { gridTemplateColumns: '130px 1fr' } },
});
export const attributeName = style({ color: vars.color.textMuted });
export const attributeValue = style({ margin: 0 });

export const related = style({ marginTop: vars.space.xxl, display: 'grid', gap: vars.space.lg });
export const relatedTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const backInStock = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
