import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const section = style({ display: 'grid', gap: '12px', minWidth: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 16px',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const sectionTitle = style({ fontSize: '20px', lineHeight: 1.3 });

export const figures = style({
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  margin: 0,
});

export const figure = style({
  display: 'grid',
  gap: '4px',
  padding: '14px 16px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const figureAlert = style([
  figure,
  { borderColor: vars.color.danger, background: vars.color.dangerSoft },
]);

export const figureLabel = style({ color: vars.color.textMuted, fontSize: '14px' });

export const figureValue = style({
  margin: 0,
  fontSize: '24px',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

/** Long texts wrap inside their column instead of widening the table past the screen. */
export const textCell = style({
  minWidth: '140px',
  maxWidth: '280px',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const code = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: '12px',
  overflowWrap: 'anywhere',
});

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: '13px',
});

export const nowrap = style({ whiteSpace: 'nowrap' });
