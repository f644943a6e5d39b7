import { keyframes, style } from '@vanilla-extract/css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinning = style({ animation: `${rotate} 0.8s linear infinite` });
