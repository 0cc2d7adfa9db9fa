import { TarotPage, tarotMetadata } from '@/features/tarot/tarot-page';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

export const generateMetadata = tarotMetadata;
export default TarotPage;
