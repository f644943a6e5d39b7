/**
 * Parts of styles that several components' styles spread into their own. Read by *.css.ts files only, so they are
 * built into the stylesheet and never reach the page's script.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A 44 px square that centres its icon or mark: the smallest target a finger hits surely. */
export const touchTarget: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
};

/** The pill around a quantity's − and + buttons. */
export const stepperFrame: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
};
