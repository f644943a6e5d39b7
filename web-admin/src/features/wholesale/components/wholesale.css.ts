import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  alignItems: 'flex-end',
  padding: '12px 16px',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const bulkCount = style({ fontWeight: 600, minHeight: '40px', display: 'flex', alignItems: 'center' });

export const valueField = style({ width: '160px' });

export const periodForm = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'flex-end' });

export const hubCards = style({
  display: 'grid',
  gap: '16px',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const hubCard = style({
  display: 'grid',
  gap: '8px',
  alignContent: 'start',
  padding: '16px',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const hubTitle = style({ margin: 0, fontSize: '18px' });

export const hubSummary = style({ margin: 0, color: vars.color.textMuted, minHeight: '1.4em' });

export const hubLink = style({
  color: vars.color.accent,
  fontWeight: 700,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' } },
});

export const figureNote = style({ margin: 0, color: vars.color.textMuted, fontSize: '14px' });
