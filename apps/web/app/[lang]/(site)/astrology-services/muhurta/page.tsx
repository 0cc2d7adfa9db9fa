import { MuhurtaPage, muhurtaMetadata } from '@/features/muhurta/page';

export const generateMetadata = muhurtaMetadata;
export default MuhurtaPage;
