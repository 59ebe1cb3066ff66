import { Link } from 'react-router';

import type { ContentSection } from './content-pages';
import { localizedPath, useLanguage } from '../../../lib/language';
import { SmallIcon } from './small-icon';

/** The sections of a long-form content page, each an h2 with its paragraphs, lists and links. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-4">
          <h2 className="text-xl font-bold text-olive-900 sm:text-2xl">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-olive-950">
              <TextWithCode text={paragraph} />
            </p>
          ))}
          {section.definitions ? <Definitions definitions={section.definitions} /> : null}
          {section.items ? <Items items={section.items} /> : null}
          {section.steps ? <Steps steps={section.steps} /> : null}
          {section.links ? <Links links={section.links} /> : null}
        </section>
      ))}
    </div>
  );
}

function Definitions({ definitions }: { definitions: NonNullable<ContentSection['definitions']> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {definitions.map((definition) => (
        <div
          key={definition.term}
          className="rounded-lg border border-sand-200 border-s-4 border-s-olive-600 bg-white p-4"
        >
          <dt className="font-semibold text-olive-900">{definition.term}</dt>
          <dd className="mt-1 leading-relaxed text-olive-800">{definition.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function Items({ items }: { items: NonNullable<ContentSection['items']> }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rotate-45 bg-poppy-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Steps({ steps }: { steps: NonNullable<ContentSection['steps']> }) {
  return (
    <ol className="flex flex-col gap-3">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3 leading-relaxed">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-olive-700 text-sm font-bold text-sand-50"
          >
            {index + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** Links to other pages of the shop, each a card with a few words and an arrow. */
function Links({ links }: { links: NonNullable<ContentSection['links']> }) {
  const language = useLanguage();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.path}>
          <Link
            to={localizedPath(language, link.path)}
            className="group flex h-full items-center justify-between gap-3 rounded-lg border border-sand-200 bg-white p-4 hover:border-olive-500 hover:bg-olive-50"
          >
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-olive-800 group-hover:underline">{link.label}</span>
              {link.description ? <span className="text-sm text-olive-700">{link.description}</span> : null}
            </span>
            <SmallIcon path="M3 8h10M9 4l4 4-4 4" className="shrink-0 text-olive-600 rtl:-scale-x-100" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A paragraph whose `backticked` parts are names the browser knows things by: the same letters in
 * every language, so they read left to right and are not translated.
 */
function TextWithCode({ text }: { text: string }) {
  // Splitting on a captured backticked part puts those parts at the odd places.
  return text.split(/`([^`]+)`/).map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} dir="ltr" lang="en" translate="no" className="rounded bg-sand-100 px-1 font-mono text-[0.9em]">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
