import { SavedKundliPage, noIndex } from '@/features/kundli/pages';

export const metadata = noIndex;
export default SavedKundliPage;
