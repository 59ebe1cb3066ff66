import { Link } from 'react-router';

import { fillLabel, useLabels } from '../../../lib/labels/labels';
import { useLanguage } from '../../../lib/language';
import { categoryPath } from '../../../lib/paths';
import { PLACEHOLDER_IMAGE } from '../../../ui/placeholder-image';
import type { PopularCategory } from './popular-category-data';
import { SectionHeading } from './section-heading';

// Intrinsic size of category pictures (square).
const CATEGORY_IMAGE_SIZE = 300;

/** The home page's popular categories: picture, name and product count, each a link to its list. */
export function PopularCategories({ categories }: { categories: PopularCategory[] }) {
  const language = useLanguage();
  const labels = useLabels('PopularCategories');
  if (categories.length === 0) return null;

  return (
    <section aria-labelledby="popular-categories" className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="popular-categories"
        heading={labels.lbl_popular_categories_heading}
        subheading={labels.lbl_popular_categories_subheading}
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={categoryPath(language, category)}
              className="group flex h-full flex-col items-center gap-2 rounded-lg border border-sand-200 bg-white p-3 text-center shadow-sm transition hover:border-olive-300 hover:shadow-md"
            >
              <img
                src={category.imageUrl ?? PLACEHOLDER_IMAGE}
                alt=""
                width={CATEGORY_IMAGE_SIZE}
                height={CATEGORY_IMAGE_SIZE}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full max-w-36 rounded-full bg-sand-100 object-cover transition group-hover:scale-105"
              />
              <span className="font-semibold text-olive-950">
                <bdi>{category.displayName}</bdi>
              </span>
              <span className="text-sm text-olive-700">
                {fillLabel(labels.lbl_popular_categories_products, { n: category.totalProducts })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
