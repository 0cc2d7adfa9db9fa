import { SharedKundliPage, noIndex } from '@/features/kundli/pages';

export const metadata = noIndex;
export default SharedKundliPage;
