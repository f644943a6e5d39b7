// uPlot draws on a canvas the test DOM does not have; a screen's chart is read through its box and label instead.
// Use as `vi.mock('uplot', () => import('../../test/fake-uplot'))` and call stubResizeObserver() before each test.
import { vi } from 'vitest';

export default class FakeUplot {
  static tzDate = (date: Date) => date;
  setSize() {}
  destroy() {}
}

export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}
