import { notFound } from 'next/navigation';

// Only the prerendered placeholder exists; every other path is unmatched and gets
// app/global-not-found.tsx (status 404, server-rendered inside the shell).
export const dynamicParams = false;
export function generateStaticParams() {
  return [{ rest: ['__unmatched__'] }];
}

/** Any path no route claims: a real 404 page (status 404) inside the shell. */
export default function UnknownPath(): never {
  notFound();
}
