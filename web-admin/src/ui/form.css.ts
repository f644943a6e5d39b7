import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const panel = style({
  display: 'grid',
  gap: '16px',
  padding: '20px',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const panelTitle = style({ fontSize: '18px' });

export const grid = style({
  display: 'grid',
  gap: '16px',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  alignItems: 'start',
});

export const field = style({ display: 'grid', gap: '6px', minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: '14px' });

export const hint = style({ color: vars.color.textMuted, fontSize: '13px' });

export const input = style({
  width: '100%',
  minHeight: '40px',
  padding: '0 10px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '15px',
  selectors: {
    '&:focus-visible': { outlineOffset: '0', borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, background: vars.color.dangerSoft },
  },
});

/** A select inside a table row: as wide as its longest choice, not squeezed by the column. */
export const cellSelect = style([input, { width: 'auto', minWidth: 'max-content' }]);

export const textarea = style([input, { minHeight: '96px', padding: '8px 10px', resize: 'vertical' }]);

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  minHeight: '32px',
  cursor: 'pointer',
});

globalStyle(`${checkbox} input`, { width: '18px', height: '18px', accentColor: vars.color.accent });

export const fieldset = style({
  display: 'grid',
  gap: '12px',
  margin: 0,
  padding: '16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

export const legend = style({ padding: '0 6px', fontWeight: 700 });

export const fieldError = style({ color: vars.color.danger, fontSize: '13px' });

export const formError = style({
  padding: '10px 12px',
  borderRadius: vars.radius.small,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  fontSize: '14px',
});

export const formNotice = style({
  padding: '10px 12px',
  borderRadius: vars.radius.small,
  background: vars.color.accentSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.accent}`,
  fontSize: '14px',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' });
