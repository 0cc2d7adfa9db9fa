import { calculatorMetadata, compatibilityPage } from '@/features/calculators/calculator-pages';

export const generateMetadata = calculatorMetadata('love');
export default compatibilityPage('love');
