import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const filters = style({
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'minmax(240px, 2fr) repeat(3, minmax(150px, 1fr)) auto',
  alignItems: 'end',
  '@media': {
    'screen and (max-width: 1100px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' },
  },
});

export const numberLink = style({ color: vars.color.text, fontWeight: 700 });

export const cellStack = style({ display: 'grid', gap: '2px' });

export const detail = style({
  display: 'grid',
  gap: '20px',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({ display: 'grid', gap: '20px', minWidth: 0 });

export const facts = style({ display: 'grid', gap: '6px', margin: 0 });

globalStyle(`${facts} dd`, { margin: 0 });

export const fact = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '12px' });

export const factTotal = style([
  fact,
  { fontWeight: 700, fontSize: '17px', borderTop: `1px solid ${vars.color.border}`, paddingTop: '8px' },
]);

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '10px' });

export const historyItem = style({
  display: 'grid',
  gap: '2px',
  paddingLeft: '12px',
  borderLeft: `3px solid ${vars.color.border}`,
});

export const statusActions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  alignItems: 'center',
  padding: '12px 16px',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const refundLine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 88px',
  gap: '12px',
  alignItems: 'center',
});
