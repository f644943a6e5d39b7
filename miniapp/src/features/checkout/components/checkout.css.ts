import { style } from '@vanilla-extract/css';
import { mobileQuery, vars } from '../../../shared/ui/theme.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const section = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 0 });

export const legend = style({ marginBottom: vars.space.sm, fontSize: vars.fontSize.md, fontWeight: 600 });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { [mobileQuery]: { gridTemplateColumns: '1fr' } },
});

export const triple = style({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr 1fr',
  gap: vars.space.md,
  '@media': { [mobileQuery]: { gridTemplateColumns: '1fr 1fr' } },
});

export const invalid = style({
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const textarea = style({ minHeight: 88, resize: 'vertical' });

export const summaryLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const locator = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
