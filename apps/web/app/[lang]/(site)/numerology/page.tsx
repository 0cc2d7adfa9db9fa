import { NumerologyPage, calculatorMetadata } from '@/features/calculators/calculator-pages';

export const generateMetadata = calculatorMetadata('numerology');
export default NumerologyPage;
