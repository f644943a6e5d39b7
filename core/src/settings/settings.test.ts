import { describe, expect, it } from 'vitest';
import { settingsKeys, settingsSchemas } from './index';

describe('settingsSchemas', () => {
  it('has one definition for every key of the settings table', () => {
    expect(Object.keys(settingsSchemas).sort()).toEqual([...settingsKeys].sort());
  });

  it.each(settingsKeys)('parses its own defaults of %s unchanged', (key) => {
    const { schema, defaults } = settingsSchemas[key];
    expect(schema.parse(defaults)).toEqual(defaults);
  });

  it.each(settingsKeys)('turns an empty %s document into the complete default', (key) => {
    const { schema, defaults } = settingsSchemas[key];
    expect(schema.parse({})).toEqual(defaults);
  });

  it.each(settingsKeys)('refuses a %s document that is not an object', (key) => {
    expect(settingsSchemas[key].schema.safeParse('yes').success).toBe(false);
    expect(settingsSchemas[key].schema.safeParse(null).success).toBe(false);
  });

  it('keeps the defaults frozen so no caller changes them for everyone', () => {
    const { defaults } = settingsSchemas.home_config;
    expect(Object.isFrozen(defaults)).toBe(true);
    expect(Object.isFrozen(defaults.infoBar.messages)).toBe(true);
    expect(() => {
      (defaults.infoBar as { isEnabled: boolean }).isEnabled = false;
    }).toThrow(TypeError);
  });

  it('hands out a fresh document on every parse', () => {
    const { schema } = settingsSchemas.home_config;
    const first = schema.parse({});
    first.infoBar.messages.push('Ещё одно сообщение');
    expect(schema.parse({}).infoBar.messages).toHaveLength(3);
  });
});
