import { PRICE_RANGES, PRICE_UPPER_BOUND, RATING_VALUES, type ShopCurrency, Truncate, truncate } from '@shop/contract';
import { Link } from 'react-router';

import { formatMoney } from '../../../lib/currency/currency';
import { fillLabel, useLabels } from '../../../lib/labels/labels';
import type { MenuCategory } from '../../../lib/layout-data.server';
import { FilterGroup } from './filter-group';
import { FilterToggle } from './filter-toggle';
import { type ListPlace, categoryToggleHref, filterHref, selectedCategoryIds } from './list-links';
import { PopularMiniList } from './popular-mini-list';
import type { SidebarLists } from './product-list.server';
import { hasFilters, toggleId, withoutFilters } from './product-query';
import { SidebarPromo } from './sidebar-promo';

function priceRangeLabel(range: (typeof PRICE_RANGES)[number], currency: ShopCurrency, aboveLabel: string): string {
  return range.max >= PRICE_UPPER_BOUND
    ? fillLabel(aboveLabel, { min: formatMoney(range.min, currency) })
    : `${formatMoney(range.min, currency)} – ${formatMoney(range.max, currency)}`;
}

function Stars({ count }: { count: number }) {
  return (
    <span aria-hidden="true" className="ms-1 tracking-tight text-earth-600">
      {'★'.repeat(count)}
      <span className="text-sand-300">{'★'.repeat(RATING_VALUES[0] - count)}</span>
    </span>
  );
}

/**
 * The list's filters (spec section 2): categories with their children, brands, sizes, price
 * ranges, rating, popular tags, then the popular products and a promotion. Every choice is a link
 * to the list with that filter changed (page 1); colour has no group because the back-office
 * offers no list of colours.
 */
export function ListSidebar({
  place,
  categories,
  lists,
  currency,
}: {
  place: ListPlace;
  categories: readonly MenuCategory[];
  lists: SidebarLists;
  currency: ShopCurrency;
}) {
  const labels = useLabels('SiteLeftSidebarFilter');
  const { query } = place;
  const selected = new Set(selectedCategoryIds(place));
  const topLevel = categories.filter((category) => category.parentId === 0);
  const childrenOf = (parentId: number) => categories.filter((category) => category.parentId === parentId);
  const categoryItem = (category: MenuCategory) => (
    <FilterToggle to={categoryToggleHref(place, category.id)} checked={selected.has(category.id)}>
      <bdi>{truncate(category.displayName, Truncate.filter)}</bdi>
      <span aria-hidden="true" className="ms-1 text-xs text-olive-600">
        ({category.totalProducts})
      </span>
    </FilterToggle>
  );

  return (
    <div className="flex flex-col">
      {hasFilters(query) ? (
        <Link
          to={filterHref(place, withoutFilters(query))}
          preventScrollReset
          className="mb-2 self-start text-sm font-semibold text-poppy-700 underline underline-offset-4"
        >
          {labels.lbl_sidebar_clear}
        </Link>
      ) : null}

      {topLevel.length > 0 ? (
        <FilterGroup title={labels.lbl_sidebar_categories}>
          <ul className="flex flex-col gap-0.5">
            {topLevel.map((parent) => {
              const children = childrenOf(parent.id);
              return (
                <li key={parent.id}>
                  {categoryItem(parent)}
                  {children.length > 0 ? (
                    <ul className="ms-5 flex flex-col gap-0.5 border-s border-sand-200 ps-2">
                      {children.map((child) => (
                        <li key={child.id}>{categoryItem(child)}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </FilterGroup>
      ) : null}

      {lists.brands.length > 0 ? (
        <FilterGroup title={labels.lbl_sidebar_brands}>
          <ul className="flex flex-col gap-0.5">
            {lists.brands.map((brand) => (
              <li key={brand.id}>
                <FilterToggle
                  to={filterHref(place, { manufacturerIds: toggleId(query.manufacturerIds, brand.id) })}
                  checked={query.manufacturerIds.includes(brand.id)}
                >
                  <bdi>{truncate(brand.name, Truncate.filter)}</bdi>
                </FilterToggle>
              </li>
            ))}
          </ul>
        </FilterGroup>
      ) : null}

      {lists.sizes.length > 0 ? (
        <FilterGroup title={labels.lbl_sidebar_size}>
          <ul className="flex flex-col gap-0.5">
            {lists.sizes.map((size) => (
              <li key={size.id}>
                <FilterToggle
                  to={filterHref(place, { sizeIds: toggleId(query.sizeIds, size.id) })}
                  checked={query.sizeIds.includes(size.id)}
                >
                  <bdi>{truncate(`${size.name} (${size.shortName})`, Truncate.filter)}</bdi>
                </FilterToggle>
              </li>
            ))}
          </ul>
        </FilterGroup>
      ) : null}

      <FilterGroup title={labels.lbl_sidebar_price}>
        <ul className="flex flex-col gap-0.5">
          {PRICE_RANGES.map((range) => {
            const checked = query.minPrice === range.min && query.maxPrice === range.max;
            return (
              <li key={range.label}>
                <FilterToggle
                  to={filterHref(
                    place,
                    checked ? { minPrice: null, maxPrice: null } : { minPrice: range.min, maxPrice: range.max },
                  )}
                  checked={checked}
                  shape="radio"
                >
                  <bdi>{priceRangeLabel(range, currency, labels.lbl_sidebar_price_above)}</bdi>
                </FilterToggle>
              </li>
            );
          })}
        </ul>
      </FilterGroup>

      <FilterGroup title={labels.lbl_sidebar_rating}>
        <ul className="flex flex-col gap-0.5">
          {RATING_VALUES.map((rating) => (
            <li key={rating}>
              <FilterToggle
                to={filterHref(place, { rating: query.rating === rating ? null : rating })}
                checked={query.rating === rating}
                shape="radio"
              >
                {fillLabel(labels.lbl_sidebar_rating_value, { n: rating })}
                <Stars count={rating} />
              </FilterToggle>
            </li>
          ))}
        </ul>
      </FilterGroup>

      {lists.tags.length > 0 ? (
        <FilterGroup title={labels.lbl_sidebar_popular_tags}>
          <ul className="flex flex-wrap gap-x-3 gap-y-0.5">
            {lists.tags.map((tag) => (
              <li key={tag.id}>
                <FilterToggle
                  to={filterHref(place, { tagIds: toggleId(query.tagIds, tag.id) })}
                  checked={query.tagIds.includes(tag.id)}
                >
                  <bdi>{truncate(tag.name, Truncate.filter)}</bdi>
                </FilterToggle>
              </li>
            ))}
          </ul>
        </FilterGroup>
      ) : null}

      {lists.popularProducts.length > 0 ? (
        <FilterGroup title={labels.lbl_sidebar_popular_products}>
          <PopularMiniList products={lists.popularProducts} />
        </FilterGroup>
      ) : null}

      <SidebarPromo categories={categories} />
    </div>
  );
}
