import { MatchingPage, matchingMetadata } from '@/features/matching/matching-page';

export const generateMetadata = matchingMetadata;
export default MatchingPage;
