import { Timing, Truncate, truncate } from '@shop/contract';
import { useMemo, useState } from 'react';
import { Link, NavLink } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { useLayoutData } from '../../lib/layout-data';
import type { MenuCategory } from '../../lib/layout-data.server';
import { type ShopLanguage, localizedPath, useLanguage } from '../../lib/language';
import { allProductsPath, categoryPath } from '../../lib/paths';
import { useDropdown } from '../../lib/use-dropdown';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { Drawer } from '../../ui/drawer';
import { ChevronDownIcon, MenuIcon } from '../../ui/icons';
import { type MenuEntry, menuTree } from './menu-tree';

const barLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold hover:bg-olive-700 ${isActive ? 'bg-olive-900' : ''}`;
const panelLinkClass = 'block px-4 py-2 text-sm text-olive-900 hover:bg-sand-100';
const drawerLinkClass = 'block rounded-md px-3 py-2 font-medium text-olive-900 hover:bg-sand-100';

/** A category's name in the page's language, cut to the spec's mega-menu length. */
function MenuName({ category }: { category: MenuCategory }) {
  const short = truncate(category.displayName, Truncate.megaMenu);
  return <span title={short === category.displayName ? undefined : category.displayName}>{short}</span>;
}

function categoryHref(language: ShopLanguage, category: MenuCategory) {
  return categoryPath(language, { id: category.id, name: category.name });
}

/** A top-level category with children: a button opening the list of its children. */
function CategoryDropdown({ entry, language }: { entry: MenuEntry; language: ShopLanguage }) {
  const { open, close, containerRef, buttonProps, popupProps } = useDropdown();

  return (
    <div ref={containerRef} className="relative">
      <button
        {...buttonProps}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold hover:bg-olive-700"
      >
        <MenuName category={entry.category} />
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        {...popupProps}
        className="absolute start-0 top-full z-40 mt-1 min-w-56 rounded-lg border border-sand-200 bg-white py-2 shadow-lg"
      >
        <li>
          <Link
            to={categoryHref(language, entry.category)}
            onClick={close}
            className={`${panelLinkClass} font-semibold`}
          >
            <MenuName category={entry.category} />
          </Link>
        </li>
        {entry.children.map((child) => (
          <li key={child.id}>
            <Link to={categoryHref(language, child)} onClick={close} className={panelLinkClass}>
              <MenuName category={child} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The menu inside the phone drawer: every category, children behind a disclosure. */
function DrawerMenu({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  const language = useLanguage();
  const labels = useLabels('MegaMenu');
  return (
    <ul className="flex flex-col gap-1 p-3">
      <li>
        <Link to={localizedPath(language, '/')} onClick={onNavigate} className={drawerLinkClass}>
          {labels.lbl_menu_home}
        </Link>
      </li>
      <li>
        <Link to={allProductsPath(language)} onClick={onNavigate} className={drawerLinkClass}>
          {labels.lbl_menu_all_products}
        </Link>
      </li>
      {entries.map((entry) =>
        entry.children.length === 0 ? (
          <li key={entry.category.id}>
            <Link to={categoryHref(language, entry.category)} onClick={onNavigate} className={drawerLinkClass}>
              <MenuName category={entry.category} />
            </Link>
          </li>
        ) : (
          <li key={entry.category.id}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 font-medium text-olive-900 hover:bg-sand-100">
                <MenuName category={entry.category} />
                <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <ul className="ms-4 border-s border-sand-200 ps-2">
                <li>
                  <Link to={categoryHref(language, entry.category)} onClick={onNavigate} className={drawerLinkClass}>
                    <MenuName category={entry.category} />
                  </Link>
                </li>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <Link to={categoryHref(language, child)} onClick={onNavigate} className={drawerLinkClass}>
                      <MenuName category={child} />
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * Home, All Products and the top-level categories with dropdowns of their children (spec
 * section 2). The bar sticks to the top once the page has scrolled past the spec's offset; on
 * phones a menu button opens it as a drawer from the reading side.
 */
export function MegaMenu() {
  const language = useLanguage();
  const labels = useLabels('MegaMenu');
  const header = useLabels('TopHeader');
  const categories = useLayoutData()?.categories;
  const entries = useMemo(() => menuTree(categories ?? []), [categories]);
  const sticky = useScrolledPast(Timing.stickyOffsetPx);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={`z-30 bg-olive-800 text-sand-50 ${sticky ? 'sticky top-0 shadow-md' : ''}`}>
      <nav aria-label={labels.lbl_menu_categories} className="mx-auto max-w-7xl px-2 sm:px-4">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-expanded={drawerOpen}
          className="my-1 flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold hover:bg-olive-700 lg:hidden"
        >
          <MenuIcon className="size-5" />
          {labels.lbl_menu_toggle}
        </button>
        <ul className="hidden flex-wrap items-center gap-x-1 py-1 lg:flex">
          <li>
            <NavLink to={localizedPath(language, '/')} end className={barLinkClass}>
              {labels.lbl_menu_home}
            </NavLink>
          </li>
          <li>
            <NavLink to={allProductsPath(language)} className={barLinkClass}>
              {labels.lbl_menu_all_products}
            </NavLink>
          </li>
          {entries.map((entry) => (
            <li key={entry.category.id}>
              {entry.children.length === 0 ? (
                <NavLink to={categoryHref(language, entry.category)} className={barLinkClass}>
                  <MenuName category={entry.category} />
                </NavLink>
              ) : (
                <CategoryDropdown entry={entry} language={language} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      <Drawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        side="start"
        title={labels.lbl_menu_categories}
        closeLabel={header.lbl_header_close}
      >
        <DrawerMenu entries={entries} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    </div>
  );
}
