import { TarotPage, tarotMetadata } from '@/features/tarot/tarot-page';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

export const generateMetadata = tarotMetadata;
export default TarotPage;
