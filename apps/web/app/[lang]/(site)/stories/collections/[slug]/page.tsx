import { contentDetailRoute } from '@/features/content/routes';
import { storyParents } from '@/features/content/parents';

const route = contentDetailRoute('story_collection', { parents: storyParents });
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
