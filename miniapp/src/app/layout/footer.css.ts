import { style } from '@vanilla-extract/css';
import { mobileQuery, vars } from '../../shared/ui/theme.css';
import { whenHovered } from '../../shared/ui/when-hovered';

export const footer = style({
  marginTop: 'auto',
  overflowWrap: 'anywhere',
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1.4fr repeat(3, 1fr)',
  gap: vars.space.xl,
  paddingBlock: vars.space.xxl,
  '@media': {
    // minmax(0, …): a long word or address wraps instead of widening the page on a 320 px phone.
    [mobileQuery]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.lg,
      paddingBlock: vars.space.xl,
    },
  },
});

export const brand = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  '@media': { [mobileQuery]: { gridColumn: '1 / -1' } },
});

export const brandName = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.04em',
});

export const muted = style({ color: vars.color.textMuted });

export const heading = style({
  marginBottom: vars.space.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const link = style(whenHovered({ color: vars.color.accent }));

/** The contacts take the whole width on a phone, so a phone number or an email is not broken. */
export const contactsColumn = style({ '@media': { [mobileQuery]: { gridColumn: '1 / -1' } } });

export const contacts = style({
  display: 'grid',
  fontStyle: 'normal',
  gap: vars.space.sm,
  margin: 0,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const minimal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const messenger = style({
  display: 'grid',
  maxWidth: 560,
  marginInline: 'auto',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  textAlign: 'center',
});

export const messengerLinks = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  textAlign: 'left',
});
