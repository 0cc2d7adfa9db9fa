import { siteOrigin } from '@/env';
import { type Locale } from '@/i18n';
import { getMessages } from '@/i18n/messages';
import { absoluteUrl, localizedUrl } from './seo';

/** Structured data in a script tag; `<` is escaped so text can never close the tag. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

export type Crumb = { name: string; path: string };

export function breadcrumbLd(lang: Locale, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: localizedUrl(c.path, lang) })),
  };
}

export function articleLd(lang: Locale, a: { path: string; title: string; description?: string; image?: string | null; author?: string | null; published?: string | null; modified?: string | null }) {
  const site = getMessages(lang).site.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title.slice(0, 110),
    description: a.description,
    inLanguage: lang === 'hi' ? 'hi-IN' : 'en-IN',
    mainEntityOfPage: localizedUrl(a.path, lang),
    image: a.image ? [absoluteUrl(a.image)] : undefined,
    datePublished: a.published ?? undefined,
    dateModified: a.modified ?? a.published ?? undefined,
    author: { '@type': a.author ? 'Person' : 'Organization', name: a.author ?? site },
    publisher: { '@type': 'Organization', name: site, logo: { '@type': 'ImageObject', url: `${siteOrigin}/assets/logo.svg` } },
  };
}

export function faqLd(faqs: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

const decode = (s: string) =>
  s.replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();

/**
 * Questions in an article body: a heading ending in "?" followed by its paragraph(s) up to the next heading.
 * Only those make a FAQ; articles without question headings get none (no invented questions).
 */
export function faqsFromHtml(html: string | undefined): { question: string; answer: string }[] {
  if (!html) return [];
  const out: { question: string; answer: string }[] = [];
  const parts = html.split(/(<h[23][^>]*>[\s\S]*?<\/h[23]>)/i);
  for (let i = 1; i < parts.length; i += 2) {
    const question = decode(parts[i]);
    const answer = decode(parts[i + 1] ?? '');
    if ((question.endsWith('?') || question.endsWith('?')) && answer.length > 0) out.push({ question, answer: answer.slice(0, 1000) });
  }
  return out;
}
