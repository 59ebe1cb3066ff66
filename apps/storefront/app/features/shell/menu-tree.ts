import type { MenuCategory } from '../../lib/layout-data.server';

export interface MenuEntry {
  category: MenuCategory;
  children: MenuCategory[];
}

/**
 * The mega menu's entries: every top-level category (parent missing or 0, spec section 2) in
 * the back-office's order, each with its child categories.
 */
export function menuTree(categories: readonly MenuCategory[]): MenuEntry[] {
  return categories
    .filter((category) => category.parentId === 0)
    .map((category) => ({
      category,
      children: categories.filter((child) => child.parentId === category.id && child.id !== category.id),
    }));
}
