import { NumerologyPage, calculatorMetadata } from '@/features/calculators/calculator-pages';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

export const generateMetadata = calculatorMetadata('numerology');
export default NumerologyPage;
