import { CalculatorsPage, calculatorMetadata } from '@/features/calculators/calculator-pages';

export const generateMetadata = calculatorMetadata('index');
export default CalculatorsPage;
