import { podcastListOptions } from '@/features/podcast/routes';
import { contentListRoute } from '@/features/content/routes';

const route = contentListRoute('podcast', podcastListOptions('astro-fm'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
