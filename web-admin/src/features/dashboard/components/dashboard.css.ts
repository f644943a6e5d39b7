import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const toolbar = style({
  display: 'flex',
  gap: '8px',
  alignItems: 'center',
  flexWrap: 'wrap',
  border: 0,
  margin: 0,
  padding: 0,
});

export const figures = style({
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});

export const figure = style({
  display: 'grid',
  gap: '4px',
  padding: '16px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const figureValue = style({ fontSize: '24px', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const grid = style({
  display: 'grid',
  gap: '20px',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const chart = style({ minHeight: '280px', width: '100%', overflow: 'hidden' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '8px',
  alignContent: 'start',
});

export const panelLink = style({ justifySelf: 'start' });

export const listRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '12px',
  alignItems: 'baseline',
});

export const bar = style({
  height: '6px',
  borderRadius: '3px',
  background: vars.color.accent,
  minWidth: '2px',
});
