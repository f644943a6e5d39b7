import { globalStyle, style } from '@vanilla-extract/css';
import { mobile, vars } from './theme.css';
import { visuallyHiddenRules } from './visually-hidden.css';

/**
 * A table wider than its room scrolls sideways; a shadow at the edge that hides columns says there is more (the
 * surface-coloured covers scroll with the content and hide the shadow once that edge is reached).
 */
export const wrapper = style({
  overflowX: 'auto',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.surface} 30%, transparent)`,
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent)`,
    'radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.18), transparent)',
    'radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.18), transparent)',
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '14px' });

globalStyle(`${table} th, ${table} td`, {
  padding: '10px 12px',
  textAlign: 'left',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

globalStyle(`${table} th`, {
  background: vars.color.surfaceMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody tr:hover`, { background: '#f8f9fb' });

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.text,
  cursor: 'pointer',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '13px' });

export const thumb = style({
  width: '44px',
  height: '56px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  display: 'block',
});

export const badge = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: '999px',
  fontSize: '12px',
  fontWeight: 600,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  marginRight: '4px',
});

export const badgeAccent = style([badge, { background: vars.color.accentSoft, color: vars.color.accent }]);

export const badgeDanger = style([badge, { background: vars.color.dangerSoft, color: vars.color.danger }]);

export const rowActions = style({ display: 'flex', gap: '6px', flexWrap: 'wrap' });

export const smallButton = style({
  minHeight: '32px',
  padding: '0 10px',
  fontSize: '13px',
});

export const swatch = style({
  display: 'inline-block',
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  border: `1px solid ${vars.color.borderStrong}`,
  verticalAlign: 'middle',
});

/**
 * On a phone each row becomes a card: the label before each value, the actions in reach without scrolling
 * sideways. Cells carry their column's name in `data-label` (DataTable's `cardsOnPhone` sets it).
 */
export const cardsOnPhone = style({});

globalStyle(`${cardsOnPhone} thead`, {
  '@media': {
    [mobile]: visuallyHiddenRules,
  },
});

globalStyle(`${cardsOnPhone} tr`, {
  '@media': {
    [mobile]: {
      display: 'grid',
      gap: '6px',
      padding: '12px 14px',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${cardsOnPhone} td`, {
  '@media': {
    [mobile]: {
      display: 'grid',
      gridTemplateColumns: '112px minmax(0, 1fr)',
      gap: '8px',
      padding: 0,
      border: 0,
      minWidth: 0,
      maxWidth: 'none',
    },
  },
});

globalStyle(`${cardsOnPhone} td::before`, {
  '@media': { [mobile]: { content: 'attr(data-label)', color: vars.color.textMuted, fontSize: '13px' } },
});

// A badge or a button keeps its own width in its card's cell.
globalStyle(`${cardsOnPhone} td > *`, { '@media': { [mobile]: { justifySelf: 'start' } } });
