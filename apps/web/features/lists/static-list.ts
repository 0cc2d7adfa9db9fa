import type { Metadata } from 'next';
import type { ReactNode } from 'react';

type Search = Record<string, string | string[] | undefined>;
/** A list's page module (contentListRoute, directoryRoute): metadata and page for a language and a query. */
export type ListRoute = {
  generateMetadata(props: { params: Promise<{ lang: string }>; searchParams: Promise<Search> }): Promise<Metadata>;
  Page(props: { params: Promise<{ lang: string }>; searchParams: Promise<Search> }): Promise<ReactNode>;
};

const noQuery: Promise<Search> = Promise.resolve({});

/**
 * The static page (ISR) of a list's plain address: the first page, unfiltered, in the [lang] segment's language. It
 * reads no query, so Next keeps it; a request with a query is rewritten by proxy.ts to the list's query twin
 * (app/[lang]/(site)/list-query, features/lists/query-lists.ts), which renders the same route with it.
 */
export function staticList(route: ListRoute) {
  return {
    generateMetadata: ({ params }: { params: Promise<{ lang: string }> }) => route.generateMetadata({ params, searchParams: noQuery }),
    Page: ({ params }: { params: Promise<{ lang: string }> }) => route.Page({ params, searchParams: noQuery }),
  };
}
