import { podcastListOptions } from '@/features/podcast/routes';
import { contentListRoute } from '@/features/content/routes';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

const route = contentListRoute('podcast', podcastListOptions('astro-fm'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
