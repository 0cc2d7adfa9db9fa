import { calculatorMetadata, compatibilityPage } from '@/features/calculators/calculator-pages';

export const generateMetadata = calculatorMetadata('friendship');
export default compatibilityPage('friendship');
