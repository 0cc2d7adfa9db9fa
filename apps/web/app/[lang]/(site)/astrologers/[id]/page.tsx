import { profileRoute } from '@/features/astrologers/profile-page';

export const generateStaticParams = profileRoute.generateStaticParams;
export const generateMetadata = profileRoute.generateMetadata;
export default profileRoute.Page;
