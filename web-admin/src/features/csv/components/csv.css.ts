import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const exportAction = style({ display: 'inline-grid', gap: '4px', justifyItems: 'end' });

export const dropZone = style({
  display: 'grid',
  justifyItems: 'start',
  gap: '10px',
  padding: '24px',
  borderRadius: vars.radius.medium,
  border: `2px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
});

export const dropZoneActive = style([
  dropZone,
  { borderColor: vars.color.accent, background: vars.color.accentSoft },
]);

/** Hidden but still reachable: the label opens it, and tests set files on it. */
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
});

export const problems = style({ margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px' });

export const arrow = style({ color: vars.color.textMuted, padding: '0 6px' });

export const after = style({ fontWeight: 700 });
