import { storyRoute } from '@/features/stories/story-page';

export const generateStaticParams = storyRoute.generateStaticParams;
export const generateMetadata = storyRoute.generateMetadata;
export default storyRoute.Page;
