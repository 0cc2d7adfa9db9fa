import { HoraryPage, horaryMetadata } from '@/features/kp-horary/page';

export const generateMetadata = horaryMetadata;
export default HoraryPage;
