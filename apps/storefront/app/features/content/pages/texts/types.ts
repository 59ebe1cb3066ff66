import type { LanguageCode } from '@shop/contract';

/** A link to one of the shop's own pages; `path` has no language prefix (the page adds the current one). */
export interface ContentLink {
  label: string;
  path: string;
  /** One line under the link saying what is there. */
  description?: string;
}

/** One headed part of a content page; each kind of body is optional and shown in this order. */
export interface ContentSection {
  heading: string;
  /** Text between backticks is a name the browser knows things by (a storage key, a cookie), shown as code. */
  paragraphs?: string[];
  /** A list of terms with their explanation (delivery options, ways to give...). */
  definitions?: { term: string; detail: string }[];
  /** A bulleted list. */
  items?: string[];
  /** A numbered list of steps. */
  steps?: string[];
  links?: ContentLink[];
}

/** Long-form text of a page in one language. */
export interface ContentPage {
  /** The page heading, the breadcrumb's last item and the document title. */
  title: string;
  /** The lead paragraph under the heading, also the page's meta description. */
  summary: string;
  sections: ContentSection[];
}

export type ContentPageTexts = Readonly<Record<LanguageCode, ContentPage>>;
