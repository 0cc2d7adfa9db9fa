import { contentDetailRoute } from '@/features/content/routes';
import { galleryParents } from '@/features/content/parents';

const route = contentDetailRoute('gallery_collection', { parents: galleryParents });
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
