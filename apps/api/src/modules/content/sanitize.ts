import sanitizeHtml from 'sanitize-html';

/**
 * The rich-text allowlist: text structure, links and images only. No script, style, SVG, MathML, forms,
 * frames, event handlers or class/style attributes; links http(s)/mailto/tel only; images from our own
 * /upload (or another site path) or https, never data: or javascript:.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote',
    'a', 'img', 'figure', 'figcaption', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'sup', 'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // drop the contents of dangerous elements too, not just their tags
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'embed', 'template', 'xmp', 'noembed', 'noframes'],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      const external = /^https?:/i.test(out.href ?? '');
      if (out.target === '_blank' || external) out.rel = 'noopener noreferrer nofollow';
      else delete out.rel;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      // own files (a site path, not //host) or https only
      const ok = (src.startsWith('/') && !src.startsWith('//')) || /^https:\/\//i.test(src);
      const out: Record<string, string> = { ...attribs, src: ok ? src : '' };
      out.loading = 'lazy';
      return { tagName, attribs: out };
    },
  },
};
// `loading` is added by the transform after filtering; allow it through
options.allowedAttributes = { ...(options.allowedAttributes as Record<string, string[]>), img: ['src', 'alt', 'width', 'height', 'loading'] };

/** Makes admin-written HTML safe to render as is. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
