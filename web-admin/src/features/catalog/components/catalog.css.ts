import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const filters = style({
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'minmax(220px, 2fr) repeat(3, minmax(150px, 1fr)) auto auto',
  alignItems: 'end',
  '@media': {
    'screen and (max-width: 1100px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' },
  },
});

export const searchField = style({ minWidth: 0 });

export const flagFilters = style({ display: 'flex', gap: '12px', minHeight: '40px', alignItems: 'center' });

export const nameCell = style({ display: 'grid', gap: '2px', minWidth: '180px' });

export const nameLink = style({ color: vars.color.text, fontWeight: 600 });

export const tree = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '6px' });

export const treeChildren = style([tree, { paddingLeft: '28px', marginTop: '6px' }]);

export const treeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 12px',
  padding: '10px 12px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const treeName = style({ flex: '1 1 220px', display: 'grid', gap: '2px', minWidth: 0 });

export const matrixWrapper = style({ overflowX: 'auto' });

export const matrix = style({ borderCollapse: 'collapse', fontSize: '14px' });

export const matrixCell = style({
  padding: '6px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  minWidth: '150px',
});

export const matrixInputs = style({ display: 'grid', gap: '4px' });

export const pickers = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' });

export const formPage = style({ display: 'grid', gap: '20px', maxWidth: '1100px' });
