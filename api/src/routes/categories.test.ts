import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('categories on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  it('lists the three built-in roots in homepage order as a tree with their subcategories', async () => {
    const body = await json(await t.app.request('/api/categories/tree?activeOnly=true&showOnHomepage=true'));
    expect(body.success).toBe(true);
    expect(body.data.map((c: { slug: string }) => c.slug)).toEqual([
      'zhenskaya-odezhda',
      'zhenskaya-obuv',
      'aksessuary',
    ]);
    const clothing = body.data[0];
    expect(clothing.displayName).toBe('Женская одежда');
    expect(clothing._id).toBe(String(clothing.id));
    expect(clothing.children.length).toBeGreaterThan(3);
    for (const child of clothing.children) {
      expect(child.parent).toBe(clothing.id);
      expect(child.level).toBe(1);
      expect(child.path.startsWith(clothing.path)).toBe(true);
    }
  });

  it('answers parentId=null with the root categories only', async () => {
    const body = await json(await t.app.request('/api/categories?parentId=null&activeOnly=true'));
    expect(body.data).toHaveLength(3);
    expect(body.data.every((c: { level: number; parent: null }) => c.level === 0 && c.parent === null)).toBe(
      true,
    );
  });

  it('lists every category flat, with the children of one parent on request', async () => {
    const flat = await json(await t.app.request('/api/categories/flat?activeOnly=true'));
    expect(flat.data.length).toBeGreaterThan(10);
    const root = flat.data.find((c: { level: number }) => c.level === 0);
    const children = await json(await t.app.request(`/api/categories?parentId=${root.id}`));
    expect(children.data.length).toBeGreaterThan(0);
    expect(children.data.every((c: { parent: number }) => c.parent === root.id)).toBe(true);
  });

  it.each(['activeOnly=yes', 'parentId=-1', 'parentId=abc', 'showOnHomepage='])(
    'refuses ?%s with a 400 that names the field',
    async (query) => {
      const response = await t.app.request(`/api/categories?${query}`);
      expect(response.status).toBe(400);
      const body = await json(response);
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.error.fields).length).toBe(1);
    },
  );
});
