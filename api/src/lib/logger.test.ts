import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

const linesOf = () => {
  const lines: string[] = [];
  return { lines, log: createLogger('info', (line) => lines.push(line)) };
};

describe('the logger', () => {
  it('writes one JSON line: time, level and message first, the fields after, never over them', () => {
    const { lines, log } = linesOf();
    log.info('request', { msg: 'forged', level: 'error', path: '/api/cart\nforged line', status: 200 });
    log.debug('not written');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    const entry = JSON.parse(lines[0]!);
    expect(Object.keys(entry)).toEqual(['time', 'level', 'msg', 'path', 'status']);
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'request',
      path: '/api/cart\nforged line',
      status: 200,
    });
  });

  it('keeps an error, writes a bigint as text and cuts a cycle', () => {
    const { lines, log } = linesOf();
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = cycle;
    log.warn('failed', { error: new Error('нет связи'), total: 10n ** 20n, cycle });
    const entry = JSON.parse(lines[0]!);
    expect(entry.error).toMatchObject({ name: 'Error', message: 'нет связи' });
    expect(entry.total).toBe('100000000000000000000');
    expect(entry.cycle).toEqual({ name: 'loop', self: '[cycle]' });
  });
});
