import { TarotPage, tarotMetadata } from '@/features/tarot/tarot-page';

export const generateMetadata = tarotMetadata;
export default TarotPage;
