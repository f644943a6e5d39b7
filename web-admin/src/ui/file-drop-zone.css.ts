import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { visuallyHiddenRules } from './visually-hidden.css';

export const dropZone = style({
  display: 'grid',
  justifyItems: 'start',
  gap: '10px',
  padding: '18px',
  borderRadius: vars.radius.medium,
  border: `2px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
});

export const dropZoneActive = style([
  dropZone,
  { borderColor: vars.color.accent, background: vars.color.accentSoft },
]);

/** Hidden but still reachable: the label opens it, and tests set files on it. */
export const fileInput = style(visuallyHiddenRules);
