import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const layout = style({ display: 'grid', gap: vars.space.lg, maxWidth: 640 });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

/** A dt/dd pair; the dl's grid lays out its children. */
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.md });
