import { describe, expect, test } from 'vitest';

import type { MenuCategory } from '../../lib/layout-data.server';
import { menuTree } from './menu-tree';

const category = (id: number, parentId: number, name = `Category ${id}`): MenuCategory => ({
  id,
  parentId,
  name,
  displayName: name,
  imageUrl: undefined,
  totalProducts: 0,
});

describe('menuTree', () => {
  test('lists top-level categories in order, each with its children', () => {
    const tree = menuTree([category(1, 0), category(2, 0), category(3, 1), category(4, 1), category(5, 2)]);
    expect(tree.map((entry) => [entry.category.id, entry.children.map((child) => child.id)])).toEqual([
      [1, [3, 4]],
      [2, [5]],
    ]);
  });

  test('a top-level category without children has none; grandchildren are not top level', () => {
    const tree = menuTree([category(1, 0), category(2, 1), category(3, 2)]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children.map((child) => child.id)).toEqual([2]);
  });

  test('nothing for no categories', () => {
    expect(menuTree([])).toEqual([]);
  });
});
