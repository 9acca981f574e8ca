import { type Language, truncate } from '@club/shared';
import type { AppDatabase } from '../../db/client';
import { escapeHtml, plainText } from '../../platform/html';
import { clubNameIn } from '../../platform/texts';
import { publicEvent } from '../events/service';
import { albumSummary } from '../gallery/service';
import { publishedArticle } from '../news/service';

export interface LinkPreview {
  title: string;
  description: string;
  /** A stored image's path or an absolute URL. */
  image: string | null;
  type: 'article' | 'website';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DESCRIPTION_LENGTH = 200;

/**
 * What a shared link to an article, event or album shows in Viber, Facebook and the like: those apps
 * read the page's Open Graph tags without running its JavaScript, so the server writes them.
 * `undefined`: the path is not one of these pages; `null`: it is, but there is nothing public there.
 */
export function linkPreviews(db: AppDatabase) {
  const routes: [RegExp, (id: string) => Promise<LinkPreview | null>][] = [
    [
      /^\/news\/([^/]+)$/,
      async (id) => {
        const article = await publishedArticle(db, id);
        return (
          article && {
            title: article.title,
            description: truncate(article.excerpt || plainText(article.content), DESCRIPTION_LENGTH),
            image: article.featuredImageUrl,
            type: 'article',
          }
        );
      },
    ],
    [
      /^\/events\/([^/]+)$/,
      async (id) => {
        const event = await publicEvent(db, id);
        return (
          event && {
            title: event.title,
            description: truncate(event.description, DESCRIPTION_LENGTH),
            image: event.eventImageUrl,
            type: 'website',
          }
        );
      },
    ],
    [
      /^\/gallery\/([^/]+)$/,
      async (id) => {
        const album = await albumSummary(db, id);
        return (
          album && {
            title: album.name,
            description: truncate(album.description || `${album.photoCount} photos`, DESCRIPTION_LENGTH),
            image: album.image,
            type: 'website',
          }
        );
      },
    ],
  ];

  return async (path: string): Promise<LinkPreview | null | undefined> => {
    for (const [pattern, load] of routes) {
      const id = pattern.exec(path)?.[1];
      // An id that is not one the club gives (/events/not-an-id) names nothing public either.
      if (id) return UUID.test(id) ? load(id.toLowerCase()) : null;
    }
    return undefined;
  };
}

/** The app's HTML with this page's title, description and Open Graph tags in its head. */
export function withLinkPreview(indexHtml: string, preview: LinkPreview, pageUrl: string, language: Language) {
  const absolute = (url: string) => new URL(url, pageUrl).toString();
  const club = clubNameIn(language);
  const title = `${preview.title} · ${club}`;
  const tags: [string, string][] = [
    ['og:site_name', club],
    ['og:type', preview.type],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', pageUrl],
    ...(preview.image ? ([['og:image', absolute(preview.image)]] as [string, string][]) : []),
  ];
  const head = [
    ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    `<meta name="twitter:card" content="${preview.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
  ].join('\n    ');
  // Replaced by functions: a replacement string would read '$&' or "$'" in a title as a pattern.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(preview.description)}"`,
    )
    .replace('</head>', () => `  ${head}\n  </head>`);
}
