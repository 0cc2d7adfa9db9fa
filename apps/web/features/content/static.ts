/**
 * Every page under app/[lang] is rendered on demand, none by `next build`: the API is not running while it prerenders,
 * and a page built then would keep "content unavailable" in its cache. The root layout's `generateStaticParams` (and a
 * detail route's, for its own segment) is this: no paths at build, and each page that reads no request data (no cookies,
 * headers or query) is static (ISR): rendered at its first request in each language, kept in Next's cache, and
 * regenerated when the CMS publishes (revalidateTag / revalidatePath) or when its data's revalidation period runs out.
 * Such pages throw when their data is unavailable rather than render a notice: the error page is never cached, and a
 * failed regeneration keeps serving the last good copy.
 */
export function noBuildTimeParams(): never[] {
  return [];
}
