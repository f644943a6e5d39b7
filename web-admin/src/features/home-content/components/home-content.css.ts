import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const columns = style({
  display: 'grid',
  gap: '24px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1280px)': { gridTemplateColumns: 'minmax(0, 1fr) 424px' } },
});

export const stack = style({ display: 'grid', gap: '20px', minWidth: 0 });

export const sectionRow = style({
  display: 'grid',
  gap: '12px',
  padding: '12px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
});

export const sectionName = style({ fontWeight: 700, flex: '1 1 200px' });

export const hiddenRow = style({ opacity: 0.6 });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '4px 4px 4px 10px',
  borderRadius: '999px',
  background: vars.color.accentSoft,
  fontSize: '14px',
});

export const results = style({ display: 'grid', gap: '4px', listStyle: 'none', margin: 0, padding: 0 });

export const preview = style({
  position: 'sticky',
  top: '16px',
  display: 'grid',
  gap: '12px',
  padding: '16px',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const previewList = style({ display: 'grid', gap: '8px', listStyle: 'none', margin: 0, padding: 0 });

export const previewItem = style({
  display: 'grid',
  gap: '2px',
  padding: '10px 12px',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  fontSize: '14px',
});

export const formSection = style({
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const formSectionTitle = style({
  padding: '14px 16px',
  fontWeight: 700,
  cursor: 'pointer',
  minHeight: '24px',
});

export const formSectionError = style({ color: vars.color.danger, fontWeight: 400 });

export const formSectionBody = style({ padding: '0 16px 16px' });

export const storefrontFrame = style({
  display: 'block',
  width: '390px',
  maxWidth: '100%',
  // The whole frame stays in view beside the form (the preview column is sticky).
  height: 'clamp(420px, calc(100vh - 200px), 720px)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
