import { Link } from 'react-router';

import { useLabels } from '../../../lib/labels/labels';
import { useLanguage } from '../../../lib/language';
import { allProductsPath } from '../../../lib/paths';
import { PageHero } from '../../../ui/page-hero';
import { type SavedPage, SavedPageView } from './saved-page';

/** Icons of the three values, in their order: handmade, fair to makers, rooted in heritage. */
const VALUE_ICONS = [
  // A hand.
  'M7 11V5.5a1.5 1.5 0 0 1 3 0V10m0-4.5v-1a1.5 1.5 0 0 1 3 0V10m0-4a1.5 1.5 0 0 1 3 0v4m0-2a1.5 1.5 0 0 1 3 0v6a7 7 0 0 1-7 7h-1a7 7 0 0 1-6-3.4L4.2 14a1.5 1.5 0 0 1 2.6-1.5L7 13',
  // A pair of scales.
  'M12 3v18M5 21h14M5 7h14M5 7l-3 7a3 3 0 0 0 6 0L5 7zm14 0-3 7a3 3 0 0 0 6 0l-3-7z',
  // An olive branch.
  'M4 20C9 15 13 11 20 4M9 15c-2-.5-3.5-2-3.5-4 2 0 3.5 1.5 3.5 4zm3-3c0-2 1-3.5 3-4 0 2-1 3.5-3 4zm3-3c-1.5-1-2-2.8-1.5-4.5 1.5 1 2 2.8 1.5 4.5z',
];

/**
 * About (spec section 2): the page the shop owner wrote in the admin when there is one (`saved`),
 * otherwise the built-in story, mission, makers and values; the way on to the shop below either.
 */
export function AboutScreen({ saved }: { saved: SavedPage | null }) {
  const labels = useLabels('About');
  // The page the shop owner wrote in the admin replaces the built-in one.
  if (saved) {
    return (
      <SavedPageView
        page={saved}
        homeLabel={labels.lbl_about_breadcrumb_home}
        breadcrumbLabel={labels.lbl_about_breadcrumb_current}
      >
        <BrowseProductsLink text={labels.lbl_about_cta} />
      </SavedPageView>
    );
  }

  return (
    <main id="main">
      <PageHero
        title={labels.lbl_about_title}
        homeLabel={labels.lbl_about_breadcrumb_home}
        breadcrumbLabel={labels.lbl_about_breadcrumb_current}
        width="wide"
      />

      <div className="mx-auto flex max-w-5xl flex-col gap-14 px-4 py-12 sm:px-6">
        <StoryAndMission />
        <Makers />
        <Values />
        <BrowseProductsLink text={labels.lbl_about_cta} />
      </div>
    </main>
  );
}

/** The shop's story, with its mission beside it on wide screens. */
function StoryAndMission() {
  const labels = useLabels('About');
  return (
    <div className="grid gap-8 lg:grid-cols-5 lg:gap-12">
      <section aria-labelledby="about-story" className="flex flex-col gap-4 lg:col-span-3">
        <h2 id="about-story" className="text-2xl font-bold text-olive-900">
          {labels.lbl_about_story_heading}
        </h2>
        <p className="text-lg leading-relaxed">{labels.lbl_about_story_text}</p>
      </section>
      <section
        aria-labelledby="about-mission"
        className="flex flex-col gap-3 rounded-xl bg-olive-800 p-6 text-sand-50 shadow-sm lg:col-span-2"
      >
        <h2 id="about-mission" className="text-xl font-bold text-white">
          {labels.lbl_about_mission_heading}
        </h2>
        <p className="leading-relaxed">{labels.lbl_about_mission_text}</p>
      </section>
    </div>
  );
}

function Makers() {
  const labels = useLabels('About');
  return (
    <section
      aria-labelledby="about-makers"
      className="flex flex-col gap-4 rounded-xl border border-sand-200 border-s-4 border-s-poppy-600 bg-white p-6 sm:p-8"
    >
      <h2 id="about-makers" className="text-2xl font-bold text-olive-900">
        {labels.lbl_about_makers_heading}
      </h2>
      <p className="text-lg leading-relaxed">{labels.lbl_about_makers_text}</p>
    </section>
  );
}

/** The three values, each with its icon. */
function Values() {
  const labels = useLabels('About');
  const values = [
    { title: labels.lbl_about_value_handmade, text: labels.lbl_about_value_handmade_text },
    { title: labels.lbl_about_value_fair, text: labels.lbl_about_value_fair_text },
    { title: labels.lbl_about_value_heritage, text: labels.lbl_about_value_heritage_text },
  ];
  return (
    <section aria-labelledby="about-values" className="flex flex-col gap-6">
      <h2 id="about-values" className="text-2xl font-bold text-olive-900">
        {labels.lbl_about_values_heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {values.map((value, index) => (
          <li key={value.title} className="flex flex-col gap-3 rounded-xl bg-sand-100 p-5">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="32"
              height="32"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="text-olive-700"
            >
              <path d={VALUE_ICONS[index]} />
            </svg>
            <h3 className="text-lg font-semibold text-olive-900">{value.title}</h3>
            <p className="leading-relaxed text-olive-800">{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The way on to the shop, below the page's text. */
function BrowseProductsLink({ text }: { text: string }) {
  const language = useLanguage();
  return (
    <div className="flex justify-center">
      <Link
        to={allProductsPath(language)}
        className="rounded-md bg-olive-700 px-8 py-3 text-lg font-semibold text-sand-50 hover:bg-olive-800"
      >
        {text}
      </Link>
    </div>
  );
}
