import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { authStore } from '../features/auth/store/auth-store';

// Each screen is a lazily loaded chunk: on a busy machine (the test command runs the browser tests beside these)
// its first render takes longer than the library's 1 s, at times over 5 s.
configure({ asyncUtilTimeout: 10_000 });

// The test DOM does not scroll; the layout scrolls to the top on every page change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Deleting, blocking, leaving unsaved changes and applying an import ask with window.confirm, which happy-dom does
// not have at all (jsdom had one that did nothing and answered no). The tests that ask answer with
// vi.spyOn(window, 'confirm'), which needs a function to replace; one that does not is told no, as a person who
// closes the question is, so nothing is deleted or sent by accident.
window.confirm = () => false;

// A <select> without a size attribute has a size of 0 (HTML's default); happy-dom (21.0.4) has no size at all.
// react-hook-form reads `select.size < 2` to tell whether a drop-down was changed before the form was ready, and
// with undefined it takes every drop-down for changed, keeps the DOM's empty choice instead of the saved one (the
// product's category) and the form then refuses itself.
Object.defineProperty(HTMLSelectElement.prototype, 'size', {
  configurable: true,
  get(this: HTMLSelectElement) {
    const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
    return Number.isInteger(size) && size >= 0 ? size : 0;
  },
  set(this: HTMLSelectElement, size: number) {
    this.setAttribute('size', String(size));
  },
});

// And its value is a string: the DOM turns what is set into one ('7' for 7). react-hook-form sets the saved number
// (the category's id); happy-dom (21.0.4) compares that number with the options' strings and shows no choice at
// all where a browser shows the saved category. Its setter is given the string the DOM would pass it.
const selectValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value');
const setSelectValue = selectValue?.set;
if (!setSelectValue) throw new Error('The test DOM has no <select> value setter to wrap');
Object.defineProperty(HTMLSelectElement.prototype, 'value', {
  ...selectValue,
  set(this: HTMLSelectElement, value: unknown) {
    setSelectValue.call(this, String(value));
  },
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  authStore.status = 'loading';
  authStore.user = null;
});

// The files of a worker share their modules (vitest.browser-apps.ts): a screen's code still loading when a file ends
// would fail to load with that file's torn-down environment, and stay failed for the next file.
afterAll(() => vi.dynamicImportSettled());
